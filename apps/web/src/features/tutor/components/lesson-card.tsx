import { useMemo, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Markdown } from '@/components/ui/markdown';
import { useUserId } from '@/lib/session';
import type { TodayLesson } from '../api/get-today-lesson';
import { STEP_LABELS, useLessonSteps, type LessonStep } from '../hooks/use-lesson-steps';
import type { TutorVariant } from '../utils/messages';
import { LessonQuiz } from './lesson-quiz';
import { LessonStepSection } from './lesson-step-section';
import { LessonStepper } from './lesson-stepper';

/** Each step's heading: it names the step's section and takes focus when the step is opened. */
const TITLE_IDS: Record<LessonStep, string> = {
  read: 'lesson-read-title',
  quiz: 'lesson-quiz-title',
  task: 'hands-on-title',
};

interface LessonCardProps {
  day: number | null;
  lesson: TodayLesson;
  variant: TutorVariant;
  completed: boolean;
  /** Mark as Completed and Download Certificate. */
  actions: ReactNode;
  /** Said politely above the actions (the "Day N complete" panel). */
  notice?: ReactNode;
}

/** Today's lesson as a guided lesson: 'Day N: topic', then Read → Quiz → Task, then the actions. */
export function LessonCard({ day, lesson, variant, completed, actions, notice }: LessonCardProps) {
  const topic = lesson.topicName?.trim() || 'No Topic';
  const title = `${day == null ? 'Today' : `Day ${String(day)}`}: ${topic}`;
  const quiz = lesson.quiz ?? [];
  const hasRead = Boolean(lesson.detailedExplanation);
  const hasQuiz = quiz.length > 0;
  const hasTask = Boolean(lesson.handsOnTask);
  // Only the parts today's lesson has become steps.
  const order = useMemo(() => {
    const present: LessonStep[] = [];
    if (hasRead) present.push('read');
    if (hasQuiz) present.push('quiz');
    if (hasTask) present.push('task');
    return present;
  }, [hasRead, hasQuiz, hasTask]);
  const steps = useLessonSteps({ userId: useUserId(), lesson: title, steps: order, completed });

  const open = (step: LessonStep) => {
    steps.goTo(step);
    const heading = document.getElementById(TITLE_IDS[step]);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  const section = (step: LessonStep) => {
    const next = order[order.indexOf(step) + 1];
    return {
      titleId: TITLE_IDS[step],
      next: next && STEP_LABELS[next],
      onNext: () => {
        steps.finish(step);
        if (next) open(next);
      },
    };
  };

  return (
    <Card padding="lg" className="space-y-6">
      <article aria-labelledby="lesson-title" className="space-y-6">
        <h2
          id="lesson-title"
          tabIndex={-1}
          className="text-xl font-bold tracking-tight break-words text-ink sm:text-2xl"
        >
          {title}
        </h2>
        {order.length > 1 && <LessonStepper steps={steps} onOpen={open} />}
        {lesson.detailedExplanation && (
          <LessonStepSection title="Read the lesson" {...section('read')}>
            <Markdown headingLevel={3} density="roomy">
              {lesson.detailedExplanation}
            </Markdown>
          </LessonStepSection>
        )}
        {quiz.length > 0 && (
          <LessonStepSection title="Quiz" {...section('quiz')}>
            <LessonQuiz quiz={quiz} day={day} variant={variant} />
          </LessonStepSection>
        )}
        {lesson.handsOnTask && (
          <LessonStepSection
            title="Hands-On Task"
            className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
            titleClassName="text-brand-900"
            {...section('task')}
          >
            <Markdown headingLevel={3} density="roomy">
              {lesson.handsOnTask}
            </Markdown>
            {!completed && (
              <p className="text-sm font-medium text-brand-900">
                Done the task? Mark the lesson as completed below.
              </p>
            )}
          </LessonStepSection>
        )}
      </article>
      <div className="border-t border-line pt-5">
        <div role="status" className="[&:not(:empty)]:mb-4">
          {notice}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
      </div>
    </Card>
  );
}
