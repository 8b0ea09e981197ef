/**
 * An amount in the smallest unit (paise) as the learner reads it: ₹499.00 on a receipt, ₹499 on a
 * button. The server's figure is shown, never a constant, so the screen can't disagree with the charge.
 */
export function formatAmount(minorUnits: number, currency: string, { whole = false } = {}): string {
  const digits = whole ? 0 : 2;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 100);
}

/** "17 March 2025, 4:05 pm" in the learner's own zone. */
export function formatPaidAt(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}
