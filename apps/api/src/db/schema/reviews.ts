import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { learningPlans } from './plans';
import { users } from './users';

/**
 * Spaced review (decision 027): one row per quiz question a learner answered, with what the grader needs
 * to grade it again (the lesson's reference answer and key points) and its FSRS card (ts-fsrs field
 * names). Answering the same question again refreshes the row; a plan's questions go with the plan.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    /** The question's normalised text (lib/question-key.ts): one item per plan and question. */
    questionKey: text('question_key').notNull(),
    referenceAnswer: text('reference_answer').notNull(),
    keyPoints: jsonb('key_points').$type<string[]>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** FSRS State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** FSRS Rating of the latest answer: 1 again, 2 hard, 3 good, 4 easy. */
    lastRating: smallint('last_rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_items_plan_question_idx').on(table.planId, table.questionKey),
    index('review_items_user_due_idx').on(table.userId, table.due),
  ],
);
export type ReviewItemRow = typeof reviewItems.$inferSelect;

/** Every graded answer to a review item: from the lesson's quiz or from the review step. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => reviewItems.id, { onDelete: 'cascade' }),
    /** 'quiz' (answered in the day's lesson) or 'review' (answered in the review step). */
    source: text('source').$type<'quiz' | 'review'>().notNull(),
    /** The grader's score out of 10; null when it gave none. */
    score: smallint('score'),
    rating: smallint('rating').notNull(),
    /** The card's state before this answer and the interval it was given. */
    state: smallint('state').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('review_logs_user_reviewed_idx').on(table.userId, table.reviewedAt)],
);

/**
 * What the learner knows (decision 052): one row per key point of a plan's lesson that a graded answer
 * touched (the lesson's quiz, the review step, cross-questioning), with its state and how it got there.
 * A point no answer touched has no row and reads as "not yet, skipped".
 */
export const keyPointMastery = pgTable(
  'key_point_mastery',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    point: text('point').notNull(),
    /** The point's normalised text (lib/question-key.ts): one row per plan, day and point. */
    pointKey: text('point_key').notNull(),
    state: text('state').$type<'not_yet' | 'shaky' | 'solid'>().notNull(),
    rightCount: integer('right_count').notNull().default(0),
    missedCount: integer('missed_count').notNull().default(0),
    /** Where the latest answer touching the point came from. */
    lastSource: text('last_source').$type<MasterySource>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.day, table.pointKey] }),
    index('key_point_mastery_user_idx').on(table.userId),
  ],
);
export type KeyPointMasteryRow = typeof keyPointMastery.$inferSelect;
export type MasterySource = 'quiz' | 'review' | 'cross_question' | 'tutor';
