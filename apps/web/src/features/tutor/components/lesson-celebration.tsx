import { PLAN_DAYS } from '@pathwise/contract';
import { useEffect, useRef, type CSSProperties } from 'react';
import { DismissButton } from '@/components/ui/alert';
import { CheckCircleIcon, FlameIcon } from '@/components/ui/icons';

export interface Celebration {
  day: number;
  /** The streak the completion answered with; null when it did not say. */
  streak: number | null;
  /** The streak shown before the completion; null when it was not known. */
  previousStreak: number | null;
  /** Tomorrow's title in the plan; undefined when the page does not have the plan. */
  tomorrow?: string | undefined;
}

const days = (count: number) => `${String(count)} ${count === 1 ? 'day' : 'days'}`;

/** Where each spark of the burst flies (decorative, and only for a learner who has not asked for less motion). */
const SPARKS = [
  ['-2.25rem', '-1.5rem'],
  ['0rem', '-2.5rem'],
  ['2.25rem', '-1.5rem'],
  ['2.5rem', '0.75rem'],
  ['-2.5rem', '0.75rem'],
  ['0rem', '2.25rem'],
] as const;

/**
 * The moment after Mark as Completed succeeds: "Day N complete", the learning streak growing from its old
 * number to the new one, and what tomorrow brings. It sits in the lesson's polite live region (read out once)
 * and takes the focus on its Dismiss button, so Enter or Escape closes it. CSS animation only, behind
 * `motion-safe:` (decision 025): with reduced motion it simply appears, the new number already in place.
 */
export default function LessonCelebration({
  day,
  streak,
  previousStreak,
  tomorrow,
  onDismiss,
}: Celebration & { onDismiss: () => void }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // Mark as Completed is disabled now, so its focus is lost: it goes to this panel's Dismiss. Focus the
    // learner moved elsewhere meanwhile (the chat's box) stays where it is.
    const active = document.activeElement;
    const lost =
      !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (lost) panel.current?.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]')?.focus();
  }, []);

  const grew = streak !== null && previousStreak !== null && streak > previousStreak;
  const last = day >= PLAN_DAYS;
  const next = last
    ? 'That was the last day of your plan.'
    : tomorrow
      ? `Day ${String(day + 1)}: ${tomorrow}`
      : `Day ${String(day + 1)} opens tomorrow.`;

  return (
    <section
      ref={panel}
      aria-labelledby="completion-title"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onDismiss();
      }}
      className="relative overflow-hidden rounded-2xl border border-success-200 bg-linear-to-br from-success-50 via-white to-brand-50 p-4 text-ink shadow-card motion-safe:animate-pop-in sm:p-5"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <div className="relative shrink-0" aria-hidden="true">
          <CheckCircleIcon className="size-10 text-success-600 motion-safe:animate-celebrate-pop sm:size-12" />
          {SPARKS.map(([x, y], index) => (
            <span
              key={index}
              className="absolute top-1/2 left-1/2 -mt-1 -ml-1 hidden size-2 rounded-full opacity-0 even:bg-brand-500 odd:bg-accent-500 motion-safe:block motion-safe:animate-spark"
              style={
                {
                  '--spark-x': x,
                  '--spark-y': y,
                  animationDelay: `${String(120 + index * 40)}ms`,
                } as CSSProperties
              }
            />
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <h3 id="completion-title" className="text-lg font-bold tracking-tight text-success-700 sm:text-xl">
            {`Day ${String(day)} complete. Well done!`}
          </h3>
          <p className="mt-0.5 text-sm text-ink-muted">One more day of your plan, done and kept.</p>
        </div>
        <DismissButton onClick={onDismiss} />
      </div>

      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {streak !== null && (
          <div className="rounded-xl border border-warning-200 bg-warning-50 px-4 py-3">
            <dt className="flex items-center gap-1.5 text-xs font-semibold text-warning-700">
              <FlameIcon className="size-4 shrink-0 motion-safe:animate-celebrate-pop" />
              Learning streak
            </dt>
            <dd className="mt-0.5 font-bold text-ink">
              <span className="sr-only">{`Your learning streak is now ${days(streak)}.`}</span>
              <span aria-hidden="true" className="inline-flex flex-wrap items-baseline gap-x-1.5">
                <span className="relative inline-block overflow-hidden text-2xl leading-tight tabular-nums">
                  {grew && (
                    <span className="absolute inset-0 opacity-0 motion-safe:animate-count-out">
                      {previousStreak}
                    </span>
                  )}
                  <span className={grew ? 'block motion-safe:animate-count-in' : 'block'}>{streak}</span>
                </span>
                <span>{streak === 1 ? 'day' : 'days'}</span>
                {grew && (
                  <span className="text-sm font-medium text-ink-muted">{`up from ${String(previousStreak)}`}</span>
                )}
              </span>
            </dd>
          </div>
        )}
        <div className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
          <dt className="text-xs font-semibold text-brand-700">{last ? 'Your plan' : 'Tomorrow'}</dt>
          <dd className="mt-0.5 font-semibold break-words text-ink">{next}</dd>
        </div>
      </dl>
    </section>
  );
}
