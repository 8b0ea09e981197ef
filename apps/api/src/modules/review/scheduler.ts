import { createEmptyCard, fsrs, type Card, type Grade, type ReviewLog } from 'ts-fsrs';
import type { ReviewItemRow } from '../../db/schema';

/**
 * FSRS with its default weights and 90% desired retention. Short-term (minute) learning steps are off:
 * Pathwise is a once-a-day habit, so even a forgotten answer comes back on a later day, never in
 * 10 minutes. No fuzz, so a schedule (and its test) is reproducible.
 */
export const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

/** The FSRS card columns of a review item. */
export type CardColumns = Pick<
  ReviewItemRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

export const cardOf = (row: CardColumns): Card => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  ...(row.lastReview ? { last_review: row.lastReview } : {}),
});

export const columnsOf = (card: Card): CardColumns => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

/** The card after one answer rated `rating` at `now` (a new card when there is none yet). */
export function schedule(
  current: CardColumns | null,
  rating: Grade,
  now: Date,
): { card: CardColumns; log: ReviewLog } {
  const { card, log } = scheduler.next(current ? cardOf(current) : createEmptyCard(now), now, rating);
  return { card: columnsOf(card), log };
}
