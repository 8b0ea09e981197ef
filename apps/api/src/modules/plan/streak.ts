import { ACTIVE_DATES_DAYS } from '@pathwise/contract';
import { addDays, type LocalDate } from '../../lib/local-date';

/** A freeze is earned for every this many consecutive days with a completion. */
export const FREEZE_EARNED_EVERY = 7;
/** At most this many freezes are held; one earned beyond is not kept. */
export const MAX_FREEZES_HELD = 2;

export interface StreakState {
  /** Consecutive dates with a completion; a frozen date keeps the run alive but does not add to it. */
  streak: number;
  /** Freezes held now, ready to cover the next missed date. */
  freezesHeld: number;
  /** The missed dates a freeze covered in the current run, oldest first. */
  frozenDates: LocalDate[];
}

/**
 * The streak and its freezes, derived from the completion dates alone (nothing is stored, so the
 * rules can never drift from the history). Walking from the first completion to `today`:
 * - a date with a completion adds 1; every FREEZE_EARNED_EVERY of them in a row earn a freeze
 *   (at most MAX_FREEZES_HELD held);
 * - a past date without one spends a held freeze (the run survives, the in-a-row count for earning
 *   starts again) or, with none held, ends the run;
 * - today without a completion is not missed yet: a learner keeps yesterday's streak until the day ends.
 * Dates are the ones stored at completion time. A stored date after `today` (the learner moved west)
 * still ends the walk, so a zone change neither breaks nor inflates the streak.
 */
export function streakStateOf(completionDates: readonly LocalDate[], today: LocalDate): StreakState {
  const dates = new Set(completionDates);
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return { streak: 0, freezesHeld: 0, frozenDates: [] };
  const end = last > today ? last : today;
  let streak = 0;
  let inARow = 0;
  let freezesHeld = 0;
  let frozenDates: LocalDate[] = [];
  for (let cursor = first; cursor <= end; cursor = addDays(cursor, 1)) {
    if (dates.has(cursor)) {
      streak += 1;
      inARow += 1;
      if (inARow === FREEZE_EARNED_EVERY) {
        inARow = 0;
        freezesHeld = Math.min(MAX_FREEZES_HELD, freezesHeld + 1);
      }
    } else if (cursor < today) {
      inARow = 0;
      if (freezesHeld > 0) {
        freezesHeld -= 1;
        frozenDates.push(cursor);
      } else {
        streak = 0;
        frozenDates = [];
      }
    }
  }
  return { streak, freezesHeld, frozenDates };
}

/** The streak alone (see streakStateOf). */
export const streakOf = (completionDates: readonly LocalDate[], today: LocalDate): number =>
  streakStateOf(completionDates, today).streak;

/** A learner's completions as progress reads them: every plan's count for the streak, the active plan's days. */
export interface CompletionEntry {
  day: number;
  localDate: LocalDate;
  /** Whether the completion belongs to the active plan. */
  active: boolean;
}

/** What progress answers: the streak (across plans: it survives Change Plan), its freezes, the active plan's days. */
export interface Progress {
  streak: number;
  completed_days: number[];
  freezes_held: number;
  freeze_saved_on: LocalDate | null;
}

function progressFrom(history: readonly CompletionEntry[], state: StreakState): Progress {
  return {
    streak: state.streak,
    // A consolidation day (decision 053) repeats a completed day's number: each day is listed once.
    completed_days: [...new Set(history.filter((entry) => entry.active).map((entry) => entry.day))].sort(
      (a, b) => a - b,
    ),
    freezes_held: state.freezesHeld,
    freeze_saved_on: state.frozenDates.at(-1) ?? null,
  };
}

export function progressOf(history: readonly CompletionEntry[], today: LocalDate): Progress {
  return progressFrom(
    history,
    streakStateOf(
      history.map((entry) => entry.localDate),
      today,
    ),
  );
}

/** Progress with its calendar: the active and frozen dates of the last ACTIVE_DATES_DAYS, oldest first. */
export interface ProgressWithCalendar extends Progress {
  active_dates: LocalDate[];
  frozen_dates: LocalDate[];
}

/**
 * progressOf plus the calendar, from the same history (no second read). The window ends on the learner's
 * `today`; a stored date after it (the learner moved west) is kept, as the streak keeps it.
 */
export function progressWithCalendarOf(
  history: readonly CompletionEntry[],
  today: LocalDate,
): ProgressWithCalendar {
  const dates = history.map((entry) => entry.localDate);
  const state = streakStateOf(dates, today);
  const from = addDays(today, 1 - ACTIVE_DATES_DAYS);
  return {
    ...progressFrom(history, state),
    active_dates: [...new Set(dates.filter((date) => date >= from))].sort(),
    frozen_dates: state.frozenDates.filter((date) => date >= from),
  };
}
