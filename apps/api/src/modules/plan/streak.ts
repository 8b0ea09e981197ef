import { addDays, type LocalDate } from './local-date';

/**
 * Streak = the number of consecutive calendar dates with at least one completion, ending today or
 * yesterday (a learner who has not studied yet today keeps yesterday's streak until the day ends).
 * Dates are the ones stored at completion time. A stored date after `today` (the learner moved west)
 * still ends the streak, so a zone change neither breaks nor inflates it.
 */
export function streakOf(completionDates: readonly LocalDate[], today: LocalDate): number {
  const dates = new Set(completionDates);
  const latest = [...dates].sort().at(-1);
  if (!latest || latest < addDays(today, -1)) return 0;
  let streak = 0;
  for (let cursor = latest; dates.has(cursor); cursor = addDays(cursor, -1)) streak += 1;
  return streak;
}

/** A learner's completions as progress reads them: every plan's count for the streak, the active plan's days. */
export interface CompletionEntry {
  day: number;
  localDate: LocalDate;
  /** Whether the completion belongs to the active plan. */
  active: boolean;
}

/** The streak (across plans: it survives Change Plan) and the active plan's completed days, in order. */
export function progressOf(
  history: readonly CompletionEntry[],
  today: LocalDate,
): { streak: number; completed_days: number[] } {
  return {
    streak: streakOf(
      history.map((entry) => entry.localDate),
      today,
    ),
    completed_days: history
      .filter((entry) => entry.active)
      .map((entry) => entry.day)
      .sort((a, b) => a - b),
  };
}
