import type { LocalDate } from './local-date';

export interface Completion {
  day: number;
  /** The learner's calendar date when they completed the day (fixed at completion time). */
  localDate: LocalDate;
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
 * A completion dated after `today` (the learner moved west across zones) still counts as today's,
 * so changing zone never unlocks an extra lesson.
 */
export function todayState(
  completions: readonly Completion[],
  totalDays: number,
  today: LocalDate,
): TodayState {
  const done = new Set(completions.map((completion) => completion.day));
  const completedToday = completions
    .filter((completion) => completion.localDate >= today)
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
