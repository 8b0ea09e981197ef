import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Markdown } from '@/components/ui/markdown';
import { useUserId } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { TodayLesson } from '../api/get-today-lesson';
import { STEP_LABELS, useLessonSteps, type LessonStep } from '../hooks/use-lesson-steps';
import { useQuizProgress } from '../hooks/use-quiz-progress';
import type { TutorVariant } from '../utils/messages';
import { questionsLeft } from '../utils/quiz-messages';
import { LessonQuiz } from './lesson-quiz';
import { LessonStepSection } from './lesson-step-section';
import { LessonStepper } from './lesson-stepper';
import { quizAnswerId } from './quiz-question';

/** "2 of 4 questions still need an answer.": one toast, closed when the completion dialog says it again. */
const QUESTIONS_LEFT_TOAST = 'quiz-questions-left';

// Off the screen's first load: it is fetched once the quiz is open, before anyone presses Mark as Completed.
const loadReminder = () => import('./quiz-reminder-dialog');
const QuizReminderDialog = lazy(() => loadReminder().then((m) => ({ default: m.QuizReminderDialog })));

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
  /** Marks the lesson completed. */
  onComplete: () => void;
  /** Mark as Completed and Download Certificate; `complete` is what the first does (it asks while the quiz is open). */
  actions: (complete: () => void) => ReactNode;
  /** Said politely above the actions (the "Day N complete" panel). */
  notice?: ReactNode;
}

/** Today's lesson as a guided lesson: 'Day N: topic', then Read → Quiz → Task, then the actions. */
export function LessonCard(props: LessonCardProps) {
  const { day, lesson, variant, completed, onComplete, actions, notice } = props;
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
  const userId = useUserId();
  const answers = useQuizProgress({ userId, lesson: title, count: quiz.length });
  // The quiz is done once every question has an answer, whatever its score; "Next" alone does not do it.
  const doneWhen = hasQuiz ? { quiz: answers.unanswered === 0 } : {};
  const steps = useLessonSteps({ userId, lesson: title, steps: order, completed, doneWhen });
  const [confirming, setConfirming] = useState(false);
  // The question "Answer them now" goes to: focused once the dialog has closed and given focus back.
  const revisit = useRef<number | null>(null);
  useEffect(() => {
    const index = revisit.current;
    if (confirming || index === null) return;
    revisit.current = null;
    const box = document.getElementById(quizAnswerId(index + 1));
    box?.scrollIntoView({ block: 'center' });
    box?.focus({ preventScroll: true });
  }, [confirming]);

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
        // Steps never lock: with questions left the learner moves on, told how many, and the quiz stays open.
        if (step === 'quiz' && answers.unanswered > 0)
          toast.info(questionsLeft(answers.unanswered, answers.total), { id: QUESTIONS_LEFT_TOAST });
        else steps.finish(step);
        if (next) open(next);
      },
    };
  };
  const quizOpen = hasQuiz && !completed && answers.firstToRevisit !== null;
  useEffect(() => {
    if (quizOpen) void loadReminder();
  }, [quizOpen]);
  const complete = () => {
    if (!quizOpen) {
      onComplete();
      return;
    }
    // On a phone the toasts sit at the bottom, over the dialog's buttons.
    toast.dismiss(QUESTIONS_LEFT_TOAST);
    setConfirming(true);
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
            <LessonQuiz quiz={quiz} day={day} variant={variant} progress={answers} />
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
        <div className="flex flex-col gap-3 sm:flex-row">{actions(complete)}</div>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <QuizReminderDialog
            gap={answers}
            onAnswer={() => {
              revisit.current = answers.firstToRevisit;
              setConfirming(false);
              steps.goTo('quiz');
            }}
            onCompleteAnyway={() => {
              setConfirming(false);
              onComplete();
            }}
            onClose={() => {
              setConfirming(false);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
