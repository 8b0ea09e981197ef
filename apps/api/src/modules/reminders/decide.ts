import { addDays, type LocalDate } from '../../lib/local-date';
import { streakStateOf } from '../plan/streak';
import { todayState, type Completion } from '../plan/today';

/** What the dispatcher knows about a learner's learning when a reminder falls due. */
export interface LearningSnapshot {
  /** The active plan's length and its completions; null when the learner has no plan yet. */
  plan: { id: string; duration: number; completions: readonly Completion[] } | null;
  /** Completion dates of every plan (the streak survives Change Plan). */
  completionDates: readonly LocalDate[];
}

export type SkipReason = 'completed-today' | 'plan-finished' | 'too-late';

export type ReminderDecision =
  | { kind: 'skip'; reason: SkipReason }
  /**
   * day: today's lesson day of the active plan (null without a plan); streak: what is at risk today;
   * freezesHeld: freezes that would cover today; freezeSaved: a freeze covered yesterday.
   */
  | { kind: 'send'; day: number | null; streak: number; freezesHeld: number; freezeSaved: boolean };

/**
 * A reminder later than this (the servers were down) is dropped rather than sent at an odd hour; the
 * next day's reminder goes out as usual.
 */
export const MAX_LATENESS_MS = 2 * 3600_000;

/**
 * Whether the reminder for the learner's date `reminderDate`, due at `dueAt`, is sent at `now`, using
 * the plan module's rules for "today's lesson" and the streak (never a rule of our own).
 * A learner who already completed today's lesson, or the whole plan, gets no nudge.
 */
export function decideReminder(
  snapshot: LearningSnapshot,
  reminderDate: LocalDate,
  dueAt: Date,
  now: Date,
): ReminderDecision {
  if (now.getTime() - dueAt.getTime() > MAX_LATENESS_MS) return { kind: 'skip', reason: 'too-late' };
  const { streak, freezesHeld, frozenDates } = streakStateOf(snapshot.completionDates, reminderDate);
  const stake = { streak, freezesHeld, freezeSaved: frozenDates.includes(addDays(reminderDate, -1)) };
  if (!snapshot.plan) {
    // Completed something today on an archived plan: still counts as today's work done.
    if (snapshot.completionDates.some((date) => date >= reminderDate))
      return { kind: 'skip', reason: 'completed-today' };
    return { kind: 'send', day: null, ...stake };
  }
  // At the reminder's hour: a learner whose next lesson the 20-hour rule still holds has done today's.
  const state = todayState(snapshot.plan.completions, snapshot.plan.duration, reminderDate, dueAt);
  if (state.finished && !snapshot.plan.completions.some((completion) => completion.localDate >= reminderDate))
    return { kind: 'skip', reason: 'plan-finished' };
  if (state.completed) return { kind: 'skip', reason: 'completed-today' };
  return { kind: 'send', day: state.day, ...stake };
}
