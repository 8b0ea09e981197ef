import { cn } from '@/lib/cn';
import { useLifetimeSlots } from '../api/get-lifetime-slots';

const count = (value: number) => new Intl.NumberFormat('en-IN').format(value);

/** Real slots left (DESIGN §4); nothing while loading or when the call fails. */
export function LifetimeSlotsNote({ className }: { className?: string }) {
  const { data } = useLifetimeSlots();
  if (!data || data.total <= 0) return null;
  // "Only 100 of 100 left" would be false urgency: before the first sale, say what is true.
  const text =
    data.left <= 0
      ? 'All lifetime access slots have been sold'
      : data.left >= data.total
        ? `${count(data.total)} lifetime access slots at this price`
        : `Only ${count(data.left)} of ${count(data.total)} lifetime access slots left`;
  return (
    <p
      data-testid="lifetime-slots"
      className={cn('text-center text-sm font-medium text-warning-700', className)}
    >
      {text}
    </p>
  );
}
