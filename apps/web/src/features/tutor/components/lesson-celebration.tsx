import { PLAN_DAYS } from '@pathwise/contract';
import { DismissButton } from '@/components/ui/alert';
import { CheckCircleIcon } from '@/components/ui/icons';

export interface Celebration {
  day: number;
  /** The streak the completion answered with; null when it did not say. */
  streak: number | null;
}

const days = (count: number) => `${String(count)} ${count === 1 ? 'day' : 'days'}`;

/** A short "Day N complete" panel after marking the lesson done: the streak and what comes next. */
export function LessonCelebration({ day, streak, onDismiss }: Celebration & { onDismiss: () => void }) {
  const next =
    day < PLAN_DAYS ? `Day ${String(day + 1)} opens tomorrow.` : 'That was the last day of your plan.';
  return (
    <div className="flex gap-3 rounded-xl border border-success-200 bg-success-50 p-4 text-success-700 motion-safe:animate-pop-in">
      <CheckCircleIcon className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="text-base font-bold">{`Day ${String(day)} complete. Well done!`}</h3>
        <p className="text-sm">
          {streak !== null && `Your learning streak is now ${days(streak)}. `}
          {next}
        </p>
      </div>
      <DismissButton onClick={onDismiss} />
    </div>
  );
}
