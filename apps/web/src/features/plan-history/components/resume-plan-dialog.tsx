import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ResumePlanDialogProps {
  open: boolean;
  /** The plan to resume, as the list names it. */
  title: string;
  progress: string;
  resuming: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Resuming asks first, like Change Plan, and says that nothing is lost: the current plan goes into
 * "Your plans" with its progress. Cancel has the focus, so Enter or Escape changes nothing.
 */
export function ResumePlanDialog({
  open,
  title,
  progress,
  resuming,
  error,
  onCancel,
  onConfirm,
}: ResumePlanDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      title="Resume this plan?"
      description={`${title} becomes your current plan again, where you left it: ${progress}.`}
    >
      <div className="space-y-5 text-sm text-ink">
        <p className="text-ink-muted">
          Your current plan is kept in Your plans with its progress, so you can come back to it any time. Your
          learning streak and certificates stay as they are, and your reminders will name this plan.
        </p>
        {error && (
          <p role="alert" className="text-danger-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            Keep my current plan
          </Button>
          <Button onClick={onConfirm} disabled={resuming}>
            {resuming ? 'Resuming…' : 'Resume this plan'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
