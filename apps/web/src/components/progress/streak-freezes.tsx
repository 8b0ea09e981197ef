import { SnowflakeIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatShortDate } from './calendar-date';

interface StreakFreezesProps {
  /** Freezes held now (0–2). */
  held: number;
  /** The last missed date ('YYYY-MM-DD') a freeze covered in the current streak, or null. */
  savedOn: string | null;
  className?: string;
}

/**
 * The streak's freezes: how many are held ("1 streak freeze") and, when one was spent, which missed day it
 * covered. One is earned per 7 days in a row, 2 at most; nothing shows before the first is earned or spent.
 */
export function StreakFreezes({ held, savedOn, className }: StreakFreezesProps) {
  if (held === 0 && !savedOn) return null;
  return (
    <p
      data-testid="streak-freezes"
      title="Earn a streak freeze for every 7 days in a row (hold up to 2). A missed day spends one and your streak survives."
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-sky-200 bg-sky-50 px-4 py-2 text-sm font-semibold text-sky-800',
        className,
      )}
    >
      <SnowflakeIcon className="size-4 shrink-0" />
      {held > 0 && `${String(held)} streak ${held === 1 ? 'freeze' : 'freezes'}`}
      {held > 0 && savedOn && ' · '}
      {savedOn && `A freeze saved your streak on ${formatShortDate(savedOn)}`}
    </p>
  );
}
