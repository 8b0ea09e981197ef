import type { PlanOutline } from '@pathwise/contract';
import { Card } from '@/components/ui/card';
import { ProjectAndExercise } from './project-and-exercise';

/** The generated plan, day by day: topic, quiz list, project and exercise (SPEC §2). */
export function PlanOverview({ plan }: { plan: PlanOutline }) {
  const days = Object.entries(plan).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <section aria-labelledby="plan-overview-title" className="space-y-4">
      <h2 id="plan-overview-title" className="text-xl font-bold tracking-tight text-ink">
        Your 30-day plan
      </h2>
      <ol className="space-y-3">
        {days.map(([day, entry]) => (
          <li key={day}>
            <Card padding="md" className="space-y-3">
              <h3 className="font-semibold text-ink">
                Day {day}: {entry.topicName}
              </h3>
              <div>
                <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Quiz</h4>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink">
                  {entry.quiz.map((question, index) => (
                    <li key={index}>{question}</li>
                  ))}
                </ul>
              </div>
              <ProjectAndExercise day={entry} />
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
