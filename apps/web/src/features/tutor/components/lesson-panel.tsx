import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { TodayLessonState } from '../hooks/use-today-lesson';
import { TUTOR_MESSAGES, type TutorVariant } from '../utils/messages';
import { CompleteButton } from './lesson-actions';
import { LessonCard } from './lesson-card';
import { LessonCardSkeleton } from './lesson-card-skeleton';

interface LessonPanelProps {
  today: TodayLessonState;
  variant: TutorVariant;
  completing: boolean;
  onComplete: () => void;
  /** The 'Download Certificate' button, composed by the route. */
  certificateAction: ReactNode;
  /** Shown above the actions once the lesson is marked completed. */
  celebration?: ReactNode;
}

/** Today's lesson card, its skeleton while it loads, or 'No lesson available for today.'. */
export function LessonPanel(props: LessonPanelProps) {
  const { today, variant, completing, onComplete, certificateAction, celebration } = props;
  if (today.loading) return <LessonCardSkeleton slow={today.slow} />;

  // The lesson card decides what pressing 'Mark as Completed' does (it asks first while the quiz is open).
  const actions = (complete: () => void) => (
    <>
      <CompleteButton
        hasLesson={today.lesson !== null}
        completed={today.completed}
        pending={completing}
        variant={variant}
        onComplete={complete}
      />
      {certificateAction}
    </>
  );

  if (today.lesson)
    return (
      <LessonCard
        day={today.day}
        lesson={today.lesson}
        variant={variant}
        completed={today.completed}
        onComplete={onComplete}
        actions={actions}
        notice={celebration}
      />
    );

  return (
    <Card padding="lg" className="space-y-5">
      <div className="space-y-2">
        <h2 className="text-xl font-bold tracking-tight text-ink">{TUTOR_MESSAGES.noLesson}</h2>
        {today.serverError && <p className="text-ink-muted">{today.serverError}</p>}
      </div>
      {today.serverError && (
        <Link to={paths.app.learningPlan.getHref()} className={buttonStyles({ variant: 'secondary' })}>
          Go to Learning Plan
        </Link>
      )}
      <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row">{actions(onComplete)}</div>
    </Card>
  );
}
