import { ACTIVE_DATES_DAYS } from '@pathwise/contract';
import { addDays, formatShortDate, localToday, weekdayIndex } from '@/components/progress/calendar-date';
import { cn } from '@/lib/cn';

type DayState = 'studied' | 'frozen' | 'none';

const STATE_WORDS: Record<DayState, string> = {
  studied: 'lesson completed',
  frozen: 'missed, a streak freeze kept the streak',
  none: 'no lesson',
};

const STATE_STYLES: Record<DayState, string> = {
  studied: 'bg-brand-600',
  // Stripes, not colour alone: a freeze reads differently from a lesson even without colour.
  frozen:
    'border border-sky-600 bg-[repeating-linear-gradient(135deg,var(--color-sky-600)_0_2px,transparent_2px_4px)]',
  none: 'border border-line-strong bg-surface',
};

/** The first day's row (its weekday); the days after it flow down the columns. */
const ROW_STARTS = [
  'row-start-1',
  'row-start-2',
  'row-start-3',
  'row-start-4',
  'row-start-5',
  'row-start-6',
  'row-start-7',
];

const WEEKDAY_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', ''];

export interface ActiveDaysCalendarProps {
  /** Dates ('YYYY-MM-DD') with a completed lesson. */
  activeDates: readonly string[];
  /** Missed dates a streak freeze covered. */
  frozenDates: readonly string[];
  /** The last date shown; the browser's today by default (or a later studied date). */
  today?: string;
  className?: string;
}

function Swatch({ state }: { state: DayState }) {
  return <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-sm', STATE_STYLES[state])} />;
}

/**
 * The last 12 weeks as a grid of days, a column a week (Monday on top): filled for a day with a completed
 * lesson, striped for a day a freeze covered, outlined for the rest. Every day says what it was in words
 * ("12 Nov: lesson completed"), and the key repeats the shapes.
 */
export function ActiveDaysCalendar({ activeDates, frozenDates, today, className }: ActiveDaysCalendarProps) {
  const studied = new Set(activeDates);
  const frozen = new Set(frozenDates);
  const latest = activeDates.at(-1);
  const browserToday = today ?? localToday();
  // A learner who moved west may have studied on a date the browser has not reached yet.
  const last = latest && latest > browserToday ? latest : browserToday;
  const first = addDays(last, 1 - ACTIVE_DATES_DAYS);
  const days = Array.from({ length: ACTIVE_DATES_DAYS }, (_, index) => addDays(first, index));
  const stateOf = (date: string): DayState =>
    studied.has(date) ? 'studied' : frozen.has(date) ? 'frozen' : 'none';
  const count = days.filter((date) => studied.has(date)).length;

  return (
    <section aria-labelledby="active-days-heading" className={cn('space-y-3', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="active-days-heading" className="font-semibold text-ink">
          Days you studied
        </h3>
        <p className="text-sm text-ink-muted">
          {count} {count === 1 ? 'day' : 'days'} in the last 12 weeks ({formatShortDate(first)} to{' '}
          {formatShortDate(last)})
        </p>
      </div>
      <div className="flex gap-2">
        <ol aria-hidden="true" className="grid grid-rows-7 gap-0.75 text-[0.625rem] leading-3 text-ink-muted">
          {WEEKDAY_LABELS.map((label, index) => (
            <li key={index} className="h-3 sm:h-3.5">
              {label}
            </li>
          ))}
        </ol>
        <ol aria-label="Last 12 weeks, a column a week" className="grid grid-flow-col grid-rows-7 gap-0.75">
          {days.map((date, index) => {
            const state = stateOf(date);
            const isToday = date === browserToday;
            const label = `${formatShortDate(date)}${isToday ? ' (today)' : ''}: ${STATE_WORDS[state]}`;
            return (
              <li
                key={date}
                title={label}
                data-state={state}
                className={cn(
                  'size-3 rounded-sm sm:size-3.5',
                  index === 0 && ROW_STARTS[weekdayIndex(date)],
                  STATE_STYLES[state],
                  isToday && 'ring-2 ring-ink ring-offset-1',
                )}
              >
                <span className="sr-only">{label}</span>
              </li>
            );
          })}
        </ol>
      </div>
      <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        <li className="flex items-center gap-1.5">
          <Swatch state="studied" />
          Lesson completed
        </li>
        <li className="flex items-center gap-1.5">
          <Swatch state="frozen" />
          Streak freeze
        </li>
        <li className="flex items-center gap-1.5">
          <Swatch state="none" />
          No lesson
        </li>
      </ul>
    </section>
  );
}
