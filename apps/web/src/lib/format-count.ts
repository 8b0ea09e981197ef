/**
 * A whole number with Indian digit grouping (12,34,567), as Intl.NumberFormat('en-IN') writes it. By hand
 * because a page's first Intl.NumberFormat loads locale data: tens of milliseconds on a slow phone, and the
 * landing page formats its counts while it hydrates.
 */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const thousands = digits.slice(0, -3);
  const grouped = thousands ? `${thousands.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return value < 0 ? `-${grouped}` : grouped;
}
