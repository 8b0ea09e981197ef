import type { PaymentReceipt as Receipt } from '@pathwise/contract';
import { formatAmount, formatPaidAt } from '../utils/format-amount';

/** The receipt itself: what was paid, for what, and the ids support needs. */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const rows = [
    { label: 'Plan', value: 'Premium Plan — lifetime access' },
    { label: 'Amount paid', value: formatAmount(receipt.amount, receipt.currency), strong: true },
    { label: 'Date', value: formatPaidAt(receipt.paidAt) },
    { label: 'Order ID', value: receipt.orderId, mono: true },
    { label: 'Payment ID', value: receipt.paymentId, mono: true },
  ];
  return (
    <dl className="divide-y divide-line rounded-xl border border-line">
      {rows.map((row) => (
        <div
          key={row.label}
          className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
        >
          <dt className="shrink-0 text-sm text-ink-muted">{row.label}</dt>
          <dd
            className={
              row.mono
                ? 'min-w-0 font-mono text-sm break-all text-ink sm:text-right'
                : row.strong
                  ? 'text-lg font-bold text-ink sm:text-right'
                  : 'font-medium text-ink sm:text-right'
            }
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
