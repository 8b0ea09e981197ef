import { startOfLocalDay, type LocalDate } from '../../lib/local-date';

/**
 * The shortest a learner's day can be (decision 018): whatever time zones they move through, the next
 * lesson unlocks no sooner than this after the day of the last completed one began. A day in one zone
 * lasts 23 to 25 hours, so a learner who stays in a zone never meets this rule.
 */
export const MIN_DAY_MS = 20 * 3600_000;

export interface Completion {
  day: number;
  /** The learner's calendar date when they completed the day (fixed at completion time). */
  localDate: LocalDate;
  /**
   * When the learner's day of this completion began (an ISO string when read from JSON); null or
   * absent on rows older than the 20-hour rule, which then only follow the calendar.
   */
  dayStartedAt?: Date | string | null;
  /** 'consolidation': a study day on day `day`'s topic again (decision 053); absent or 'lesson' otherwise. */
  kind?: 'lesson' | 'consolidation' | undefined;
}

const instantOf = (value: Date | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * When the learner's day of a completion on `localDate` (in `timeZone`) begins: local midnight, but no
 * sooner than MIN_DAY_MS after the latest earlier day began. So a day that a zone change opened early
 * counts from when it really opened, and the next one is measured from there.
 */
export function dayStartFor(localDate: LocalDate, timeZone: string, earlier: readonly Completion[]): Date {
  const midnight = startOfLocalDay(localDate, timeZone).getTime();
  const latest = earlier.reduce(
    (max, completion) => Math.max(max, instantOf(completion.dayStartedAt) ?? -Infinity),
    -Infinity,
  );
  return new Date(Math.max(midnight, latest + MIN_DAY_MS));
}

export interface TodayState {
  /** The day to show now. */
  day: number;
  /** Whether that day is already completed (shown as completed until tomorrow). */
  completed: boolean;
  /** Every day of the plan is completed. */
  finished: boolean;
}

/**
 * "Today" = the first uncompleted day of the plan, but at most one new lesson per local calendar day:
 * once a day was completed today the learner keeps seeing it (completed) until their local tomorrow.
 * A completion dated after `today` (the learner moved west across zones) still counts as today's.
 * With `now`, a completion whose day began less than MIN_DAY_MS ago counts as today's too (the learner
 * moved east): the next day unlocks at the later of local midnight and that day's start + 20 hours.
 */
export function todayState(
  completions: readonly Completion[],
  totalDays: number,
  today: LocalDate,
  now?: Date,
): TodayState {
  const done = new Set(completions.map((completion) => completion.day));
  const nowMs = now?.getTime();
  const holdsToday = (completion: Completion) => {
    if (completion.localDate >= today) return true;
    const started = nowMs === undefined ? null : instantOf(completion.dayStartedAt);
    return started !== null && nowMs !== undefined && nowMs < started + MIN_DAY_MS;
  };
  const completedToday = completions
    .filter(holdsToday)
    .reduce<number | null>(
      (latest, completion) => (latest === null || completion.day > latest ? completion.day : latest),
      null,
    );
  let firstOpen = 1;
  while (firstOpen <= totalDays && done.has(firstOpen)) firstOpen += 1;
  const finished = firstOpen > totalDays;
  if (completedToday !== null) return { day: completedToday, completed: true, finished };
  if (finished) return { day: totalDays, completed: true, finished };
  return { day: firstOpen, completed: false, finished };
}

export type CompletionDecision =
  { kind: 'complete' } | { kind: 'already-completed' } | { kind: 'rejected'; message: string };

/** Only today's day can be completed; completing it again changes nothing. */
export function decideCompletion(
  requestedDay: number,
  state: TodayState,
  totalDays: number,
): CompletionDecision {
  if (requestedDay < 1 || requestedDay > totalDays)
    return { kind: 'rejected', message: `day must be between 1 and ${totalDays}.` };
  if (requestedDay === state.day)
    return state.completed ? { kind: 'already-completed' } : { kind: 'complete' };
  if (requestedDay < state.day) return { kind: 'already-completed' };
  return {
    kind: 'rejected',
    message: state.completed
      ? `Day ${requestedDay} is not available yet: you have completed today's lesson (Day ${state.day}). Come back tomorrow for the next one.`
      : `Day ${requestedDay} is not available yet: today's lesson is Day ${state.day}. Complete it first.`,
  };
}
