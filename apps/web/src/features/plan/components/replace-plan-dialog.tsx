import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';

export interface CurrentPlan {
  goal: string;
  /** Days of the current plan marked as completed, when known. */
  completed: number | null;
  duration: number;
}

interface ReplacePlanDialogProps {
  open: boolean;
  current: CurrentPlan;
  newGoal: string;
  onCancel: () => void;
  onConfirm: () => void;
}

const days = (n: number) => `${String(n)} ${n === 1 ? 'day' : 'days'}`;

/**
 * Change Plan asks first, saying what it really does: the current plan is set aside in "Your plans" with its
 * progress (it can be resumed where it was left), today's lesson becomes Day 1 of the new plan and today's
 * tutor chat starts afresh; the streak, certificates and reminders stay. Cancel has the focus, so Enter or
 * Escape keeps the current plan.
 */
export function ReplacePlanDialog({ open, current, newGoal, onCancel, onConfirm }: ReplacePlanDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const progress =
    current.completed === null
      ? 'with its progress'
      : `with its progress (${days(current.completed)} of ${String(current.duration)} completed)`;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      title="Replace your current plan?"
      description={`A new 30-day plan for ${newGoal} replaces your ${current.goal} plan.`}
    >
      <div className="space-y-5 text-sm text-ink">
        <p>
          Nothing is deleted: your {current.goal} plan is kept in Your plans {progress}, and you can resume it
          there at any time, where you left it.{' '}
          <Link
            to={paths.app.roadmap.getHref()}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            See Your plans
          </Link>
        </p>
        <div>
          <p className="font-semibold">What changes:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
            <li>Today&rsquo;s lesson: Day 1 of the new plan.</li>
            <li>Today&rsquo;s tutor chat: the tutor starts afresh with the new plan.</li>
          </ul>
        </div>
        <p className="text-ink-muted">
          Kept: your learning streak, your certificates, and your reminders, which will name the new goal.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            Keep my current plan
          </Button>
          <Button onClick={onConfirm}>Replace plan</Button>
        </div>
      </div>
    </Dialog>
  );
}
