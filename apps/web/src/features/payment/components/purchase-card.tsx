import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { product } from '@/config/product';
import type { CheckoutError } from '../hooks/use-checkout';
import { LifetimeSlotsNote } from './lifetime-slots-note';

interface PurchaseCardProps {
  busy: boolean;
  /** What the button says while busy. */
  busyText: string;
  error: CheckoutError | null;
  onSubscribe: () => void;
}

/** A one-time purchase, so no "Subscribe" (SPEC's Subscribe button, worded for what it sells). */
const SUBSCRIBE_LABEL = `Get lifetime access for ${product.price}`;

/** The price and the purchase button, with the last failure under it (a retry is one click). */
export function PurchaseCard({ busy, busyText, error, onSubscribe }: PurchaseCardProps) {
  return (
    <div className="space-y-4">
      <div>
        <p className="flex items-baseline gap-2">
          <span className="text-5xl font-extrabold tracking-tight text-ink">{product.price}</span>
          <span className="font-medium text-ink-muted">one-time payment</span>
        </p>
        <p className="mt-1 text-sm text-ink-muted">Lifetime access. No subscription, no renewals.</p>
      </div>
      <Button
        size="lg"
        fullWidth
        className="shadow-brand text-center whitespace-normal!"
        aria-label={busy ? undefined : SUBSCRIBE_LABEL}
        loading={busy}
        loadingText={busyText}
        onClick={onSubscribe}
      >
        {SUBSCRIBE_LABEL}
      </Button>
      {error && (
        <FormMessage tone="error">
          <span className="font-semibold">{error.message}</span>
          {error.detail && <span className="block font-normal">{error.detail}</span>}
        </FormMessage>
      )}
      <LifetimeSlotsNote />
    </div>
  );
}
