import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { completePlan, expireTrial, useDevToolAction } from '../api/dev-tools';

export interface DevToolAction {
  label: string;
  title: string;
  description: string;
  done: string;
  failed: string;
  run: () => Promise<unknown>;
}

export const devToolActions: DevToolAction[] = [
  {
    label: 'Finish the plan',
    title: 'Finish your plan?',
    description:
      'Every day of your active plan is marked completed, one a day ending yesterday. A certificate you then earn is a test certificate: its page shows it marked as a test, never as verified.',
    done: 'Your plan is marked as finished.',
    failed: 'Could not finish the plan. Please try again.',
    run: completePlan,
  },
  {
    label: 'End the trial',
    title: 'End your free trial?',
    description:
      'Your 7-day trial ends as of yesterday, so the tutor, the chatbot and cross-questioning ask for Premium. The test checkout unlocks them again.',
    done: 'Your free trial has ended.',
    failed: 'Could not end the trial. Please try again.',
    run: expireTrial,
  },
];

/** One shortcut: asks first, then calls the route and refreshes every screen's data. */
export function DevToolButton({ action }: { action: DevToolAction }) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const mutation = useDevToolAction(action.run);
  const close = () => {
    if (mutation.isPending) return;
    setOpen(false);
    mutation.reset();
  };
  const confirm = () => {
    mutation.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(action.done);
      },
    });
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {action.label}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        initialFocusRef={cancelRef}
        title={action.title}
        description={action.description}
      >
        <div className="space-y-4 text-sm">
          {mutation.isError && <Alert tone="danger">{getErrorMessage(mutation.error, action.failed)}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={cancelRef} variant="secondary" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={mutation.isPending}>
              {action.label}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
