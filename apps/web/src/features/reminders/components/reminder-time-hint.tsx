import type { NextReminder } from '../hooks/use-reminder-settings';
import { formatNextReminder } from '../utils/format-next-reminder';
import { describeTimeZone, isSameZone } from '../utils/time-zone-label';

interface ReminderTimeHintProps {
  /** This browser's zone: saving schedules reminders in it. */
  timeZone: string;
  savedTimeZone: string | null;
  next: NextReminder | null;
}

/** Which clock the time picker speaks, and when the server will actually send the next reminder. */
export function ReminderTimeHint({ timeZone, savedTimeZone, next }: ReminderTimeHintProps) {
  const nextText = next ? formatNextReminder(next.at, next.timeZone) : null;
  return (
    <span className="block space-y-1">
      <span className="block">
        Your time zone: <span className="font-medium text-ink">{describeTimeZone(timeZone)}</span>
      </span>
      {savedTimeZone && !isSameZone(savedTimeZone, timeZone) && (
        <span className="block">{`Currently scheduled in ${describeTimeZone(savedTimeZone)}; saving switches to this time zone.`}</span>
      )}
      {/* Polite live text: after a save the new time is announced along with the toast. */}
      <span aria-live="polite" className="block">
        {nextText && (
          <span data-testid="next-reminder">
            Next reminder: <span className="font-medium text-ink">{nextText}</span>
          </span>
        )}
      </span>
    </span>
  );
}
