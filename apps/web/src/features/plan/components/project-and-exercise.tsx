import type { PlanDay } from '@pathwise/contract';

/** A plan day's project step and exercise, as the plan overview and the roadmap show them. */
export function ProjectAndExercise({ day }: { day: Pick<PlanDay, 'project' | 'exercise'> }) {
  return (
    <>
      <p className="text-sm text-ink">
        <span className="font-semibold">Project:</span> {day.project}
      </p>
      <p className="text-sm text-ink">
        <span className="font-semibold">Exercise:</span> {day.exercise}
      </p>
    </>
  );
}
