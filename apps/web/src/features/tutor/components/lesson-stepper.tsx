import { CheckCircleIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { STEP_LABELS, type LessonStep, type LessonSteps } from '../hooks/use-lesson-steps';

interface LessonStepperProps {
  steps: LessonSteps;
  /** Opens a step's part of the lesson (scrolls to it and moves focus to its heading). */
  onOpen: (step: LessonStep) => void;
}

/** Read → Quiz → Task at the top of the lesson: where the learner is, what is done. Every step stays open. */
export function LessonStepper({ steps, onOpen }: LessonStepperProps) {
  const { current, isDone, allDone } = steps;
  const count = steps.steps.length;
  const position = steps.steps.indexOf(current) + 1;
  return (
    <nav aria-label="Lesson steps" className="space-y-2">
      <p className="text-sm font-medium text-ink-muted" data-testid="lesson-step-progress">
        {allDone
          ? `All ${String(count)} steps done`
          : `Step ${String(position)} of ${String(count)}: ${STEP_LABELS[current]}`}
      </p>
      {/* The steps' numbers are the list's own, drawn by CSS as an ordered list's markers are: the buttons are named by
          their visible words alone ("Read", "Quiz (done)"), so a voice command that says the label finds them. */}
      <ol className="grid auto-cols-fr grid-flow-col gap-2 [counter-reset:lesson-step]">
        {steps.steps.map((step) => {
          const done = isDone(step);
          const here = step === current && !allDone;
          return (
            <li key={step} className="[counter-increment:lesson-step]">
              <button
                type="button"
                aria-current={here ? 'step' : undefined}
                onClick={() => {
                  onOpen(step);
                }}
                className={cn(
                  'flex w-full items-center gap-2 rounded-lg border px-2.5 py-2 text-left text-sm font-semibold transition-colors sm:px-3',
                  here
                    ? 'border-brand-500 bg-brand-50 text-brand-800 ring-1 ring-brand-500'
                    : done
                      ? 'border-success-200 bg-success-50 text-success-700 hover:border-success-600'
                      : 'border-line bg-surface text-ink-muted hover:border-brand-300 hover:text-ink',
                )}
              >
                {done ? (
                  <CheckCircleIcon className="size-5 shrink-0" aria-hidden="true" />
                ) : (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-5 shrink-0 items-center justify-center rounded-full border text-xs tabular-nums before:content-[counter(lesson-step)]',
                      here ? 'border-brand-600 bg-brand-600 text-white' : 'border-line-strong',
                    )}
                  />
                )}
                <span className="min-w-0 truncate">
                  {STEP_LABELS[step]}
                  {done && (
                    <>
                      {' '}
                      <span className="sr-only">(done)</span>
                    </>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
