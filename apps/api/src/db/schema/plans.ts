import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Lesson, PlanOutline } from '@pathwise/contract';
import { users } from './users';

/**
 * A learner's 30-day plan. Change Plan archives the active plan (history is kept) and inserts a new
 * one; the partial unique index makes "one active plan per learner" hold whatever the callers do.
 */
export const learningPlans = pgTable(
  'learning_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal: text('goal').notNull(),
    experience: text('experience').$type<'Beginner' | 'Intermediate' | 'Advanced'>().notNull(),
    duration: integer('duration').notNull(),
    /** Offline tracks the goal matched (empty for a generic plan); the tutor and lessons use them. */
    tracks: text('tracks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SPEC's plan.plan: keyed "1".."30". */
    outline: jsonb('outline').$type<PlanOutline>().notNull(),
    /** Where each offline day came from ("react:12", "react:a2", "generic:7"); null for a provider outline. */
    sources: jsonb('sources').$type<string[] | null>(),
    /** 'offline' or 'provider': which engine wrote the outline. */
    origin: text('origin').notNull().default('offline'),
    status: text('status').$type<'active' | 'archived'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When the plan last became the active one by a resume from history; null: since createdAt. */
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('learning_plans_one_active_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
    index('learning_plans_user_idx').on(table.userId, table.createdAt),
    index('learning_plans_created_idx').on(table.createdAt),
  ],
);
export type LearningPlanRow = typeof learningPlans.$inferSelect;

/**
 * Each day's detailed lesson, generated once on first access (or pre-generated a day ahead). A lesson the
 * offline engine wrote because the configured provider failed (or the quota was used up) is `fallback`:
 * a stand-in that a later request writes again with the provider, never the final lesson.
 */
export const planLessons = pgTable(
  'plan_lessons',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    lesson: jsonb('lesson').$type<Lesson>().notNull(),
    origin: text('origin').notNull().default('offline'),
    fallback: boolean('fallback').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.day] })],
);

export type CompletionKind = 'lesson' | 'consolidation';

/**
 * One row per completed day. local_date is the learner's calendar date when they completed it,
 * fixed at that moment so a later time-zone change never rewrites the streak.
 */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the learner's day of this completion began (decision 018): local midnight of local_date in
     * their zone then, or later when the 20-hour rule held the day back. The next day cannot unlock
     * sooner than 20 hours after it, whatever zone the learner moves to. Null on older rows.
     */
    dayStartedAt: timestamp('day_started_at', { withTimezone: true }),
    /** Marked by the developer tools' finish-plan: a certificate over such a day is a test certificate. */
    viaDevTools: boolean('via_dev_tools').notNull().default(false),
    /**
     * 'lesson' (the plan's day) or 'consolidation' (decision 053: a study day spent on day `day`'s topic
     * again, chosen instead of the next topic; it counts for the streak and holds the next day back a day).
     */
    kind: text('kind').$type<CompletionKind>().notNull().default('lesson'),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.day, table.kind] }),
    index('lesson_completions_user_date_idx').on(table.userId, table.localDate),
  ],
);

/**
 * The learner's answer to a pacing offer for day `day` of a plan (decision 053): 'consolidate' (a study
 * day on the day before's topic first, with its lesson), 'stretch' (the day's advanced version) or
 * 'continue'. One per plan day: an offer is made once.
 */
export const pacingChoices = pgTable(
  'pacing_choices',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: text('choice').$type<'consolidate' | 'stretch' | 'continue'>().notNull(),
    /** The learner's calendar date of the choice: a consolidation is studied that day. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** A consolidation's lesson: the day before's topic from another angle, with new practice. */
    lesson: jsonb('lesson').$type<Lesson>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.day] }),
    index('pacing_choices_user_idx').on(table.userId),
  ],
);
export type PacingChoiceRow = typeof pacingChoices.$inferSelect;
