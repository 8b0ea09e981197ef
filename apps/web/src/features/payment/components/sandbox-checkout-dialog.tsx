import type { CreateCheckoutResponse } from '@pathwise/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { CheckoutPhase } from '../hooks/use-checkout';
import { formatAmount } from '../utils/format-amount';

interface SandboxCheckoutDialogProps {
  order: CreateCheckoutResponse | null;
  phase: CheckoutPhase;
  onPay: (outcome: 'success' | 'failure') => void;
  onCancel: () => void;
}

/**
 * The sandbox provider's checkout (DESIGN §2): stands where Razorpay's modal would, runs the same
 * order → pay → verify flow, and says plainly that no money moves.
 */
export function SandboxCheckoutDialog({ order, phase, onPay, onCancel }: SandboxCheckoutDialogProps) {
  const [outcome, setOutcome] = useState<'success' | 'failure'>('success');
  const busy = phase === 'paying' || phase === 'verifying';
  if (!order) return null;

  const pay = (chosen: 'success' | 'failure') => {
    setOutcome(chosen);
    onPay(chosen);
  };

  return (
    <Dialog
      open
      onClose={() => {
        // Closing mid-payment would hide a charge that is already under way.
        if (!busy) onCancel();
      }}
      title={
        <span className="flex flex-wrap items-center gap-2">
          Pathwise checkout
          <span className="rounded-full bg-warning-50 px-2.5 py-0.5 text-xs font-bold tracking-wide text-warning-700 ring-1 ring-warning-200">
            TEST MODE
          </span>
        </span>
      }
      description="No real money moves. This is a sandbox checkout."
    >
      <dl className="space-y-3 rounded-xl border border-line bg-surface-muted p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Plan</dt>
          <dd className="text-right font-medium text-ink">Premium Plan — lifetime access</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Amount</dt>
          <dd className="text-lg font-bold text-ink">{formatAmount(order.amount, order.currency)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="shrink-0 text-ink-muted">Order ID</dt>
          <dd className="min-w-0 text-right font-mono text-xs break-all text-ink">{order.orderId}</dd>
        </div>
      </dl>
      <p role="status" aria-live="polite" className="sr-only">
        {phase === 'paying' ? 'Processing payment...' : phase === 'verifying' ? 'Verifying payment...' : ''}
      </p>
      <div className="mt-5 flex flex-col gap-2">
        <Button
          size="lg"
          fullWidth
          loading={busy && outcome === 'success'}
          loadingText={phase === 'verifying' ? 'Verifying payment...' : 'Processing...'}
          disabled={busy}
          onClick={() => {
            pay('success');
          }}
        >
          Pay {formatAmount(order.amount, order.currency, { whole: true })}
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            loading={busy && outcome === 'failure'}
            loadingText="Processing..."
            disabled={busy}
            onClick={() => {
              pay('failure');
            }}
          >
            Fail payment
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
