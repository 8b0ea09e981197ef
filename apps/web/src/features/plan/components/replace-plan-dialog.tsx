import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

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
 * Change Plan asks first, naming what the new plan replaces: the current plan's progress and today's
 * tutor chat. Cancel has the focus, so Enter or Escape keeps the current plan.
 */
export function ReplacePlanDialog({ open, current, newGoal, onCancel, onConfirm }: ReplacePlanDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const progress =
    current.completed === null
      ? `Its progress: the new plan starts again at Day 1.`
      : `Its progress: ${days(current.completed)} of ${String(current.duration)} completed. The new plan starts again at Day 1.`;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      title="Replace your current plan?"
      description={`A new 30-day plan for ${newGoal} replaces your ${current.goal} plan.`}
    >
      <div className="space-y-5 text-sm text-ink">
        <div>
          <p className="font-semibold">You will lose:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
            <li>{progress}</li>
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
          <Button variant="danger" onClick={onConfirm}>
            Replace plan
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
