import type { RoadmapResponse } from '@pathwise/contract';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { PlanCoverageNote } from './plan-coverage-note';
import { ProjectAndExercise } from './project-and-exercise';

type DayStatus = 'done' | 'today' | 'upcoming';

const STATUS_LABEL: Record<DayStatus, string> = { done: 'Done', today: 'Today', upcoming: 'Upcoming' };

interface RoadmapProps {
  roadmap: RoadmapResponse;
  /** A line under a day's heading, by day (the page's composition: what the learner knows of that day). */
  dayNotes?: ReadonlyMap<number, string>;
}

/** The whole plan at any time: every day's topic, project and exercise, what is done and where today is. */
export function Roadmap({ roadmap, dayNotes }: RoadmapProps) {
  const done = new Set(roadmap.completedDays);
  const days = Object.entries(roadmap.plan.plan).sort(([a], [b]) => Number(a) - Number(b));
  const statusOf = (day: number): DayStatus =>
    done.has(day) ? 'done' : day === roadmap.today ? 'today' : 'upcoming';
  return (
    <div className="space-y-6">
      <PlanCoverageNote coverage={roadmap.plan.coverage} />
      <div className="space-y-2">
        <p className="text-sm font-semibold text-ink">
          {done.size} of {roadmap.plan.duration} days done
        </p>
        <ProgressBar value={done.size} max={roadmap.plan.duration} label="Plan progress" showValue />
      </div>
      {/* The days' headings sit under this one, so a screen reader's list of headings reads as an outline. */}
      <h2 id="roadmap-days-heading" className="sr-only">
        Days of the plan
      </h2>
      <ol className="space-y-3" aria-labelledby="roadmap-days-heading">
        {days.map(([key, entry]) => {
          const day = Number(key);
          const status = statusOf(day);
          return (
            <li key={key} aria-current={status === 'today' ? 'step' : undefined}>
              <Card
                padding="md"
                className={cn(
                  'space-y-2',
                  status === 'today' && 'ring-2 ring-brand-500',
                  status === 'done' && 'bg-surface-muted',
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-ink">
                    Day {key}: {entry.topicName}
                  </h3>
                  <span
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      status === 'done' && 'bg-success-50 text-success-700',
                      status === 'today' && 'bg-brand-50 text-brand-700',
                      status === 'upcoming' && 'bg-surface-muted text-ink-muted',
                    )}
                  >
                    {status === 'done' && <CheckCircleIcon className="size-3.5" />}
                    {STATUS_LABEL[status]}
                  </span>
                </div>
                {dayNotes?.has(day) && <p className="text-sm font-semibold text-ink">{dayNotes.get(day)}</p>}
                <ProjectAndExercise day={entry} />
                <details className="text-sm text-ink">
                  <summary className="cursor-pointer font-semibold text-ink-muted">
                    Quiz ({entry.quiz.length} questions)
                  </summary>
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {entry.quiz.map((question, index) => (
                      <li key={index}>{question}</li>
                    ))}
                  </ul>
                </details>
              </Card>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
