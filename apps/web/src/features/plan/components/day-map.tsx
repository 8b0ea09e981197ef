import type { RoadmapResponse } from '@pathwise/contract';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useRoadmap } from '../api/get-roadmap';

type DayStatus = 'done' | 'today' | 'upcoming';

const STATUS_WORD: Record<DayStatus, string> = { done: 'done', today: 'today', upcoming: 'upcoming' };

/**
 * Every day of the plan as a small square: done (a tick, filled), today (ringed, marked "Today") and
 * upcoming (plain). Each state has its own shape and words, never colour alone; a screen reader hears
 * "Day 4, today: Props and state".
 */
export function DayMap({ roadmap }: { roadmap: RoadmapResponse }) {
  const done = new Set(roadmap.completedDays);
  const { duration, plan } = roadmap.plan;
  const statusOf = (day: number): DayStatus =>
    done.has(day) ? 'done' : day === roadmap.today ? 'today' : 'upcoming';
  const summary =
    roadmap.today === null
      ? `All ${String(duration)} days done`
      : `${String(done.size)} of ${String(duration)} days done · Day ${String(roadmap.today)} is today`;
  return (
    <section aria-labelledby="day-map-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="day-map-heading" className="text-lg font-bold text-ink">
          Your {duration} days
        </h2>
        <p className="text-sm text-ink-muted">{summary}</p>
      </div>
      <ol aria-label={`${String(duration)}-day map`} className="grid grid-cols-6 gap-1.5 sm:grid-cols-10">
        {Array.from({ length: duration }, (_, index) => {
          const day = index + 1;
          const status = statusOf(day);
          const topic = plan[String(day)]?.topicName;
          return (
            <li
              key={day}
              aria-current={status === 'today' ? 'step' : undefined}
              title={topic ? `Day ${String(day)}: ${topic}` : undefined}
              className={cn(
                'relative flex aspect-square min-h-9 flex-col items-center justify-center rounded-md text-xs font-semibold',
                status === 'done' && 'bg-brand-600 text-white',
                status === 'today' && 'bg-surface text-brand-800 ring-2 ring-brand-600 ring-offset-1',
                status === 'upcoming' && 'border border-dashed border-line-strong text-ink-muted',
              )}
            >
              <span className="sr-only">
                Day {day}, {STATUS_WORD[status]}
                {topic && status !== 'upcoming' ? `: ${topic}` : ''}
              </span>
              <span aria-hidden="true" className="flex flex-col items-center leading-none">
                {status === 'done' ? <CheckCircleIcon className="size-4" /> : day}
                {status === 'today' && <span className="mt-0.5 text-[0.6rem] uppercase">Today</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="flex size-4 items-center justify-center rounded bg-brand-600 text-white"
          >
            <CheckCircleIcon className="size-3" />
          </span>
          Done
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-4 rounded ring-2 ring-brand-600" />
          Today
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-4 rounded border border-dashed border-line-strong" />
          Upcoming
        </li>
      </ul>
    </section>
  );
}

/** The learner's 30-day map from the active plan; nothing while it loads or when there is no plan. */
export function ProgressMap({ className }: { className?: string }) {
  const roadmap = useRoadmap();
  if (!roadmap.data) return null;
  return (
    <Card padding="md" className={className}>
      <DayMap roadmap={roadmap.data} />
    </Card>
  );
}
