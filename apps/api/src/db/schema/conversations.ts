import { bigint, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export type ConversationChannel = 'tutor' | 'assistant';
export type ChatSender = 'user' | 'bot';

/**
 * Tutor and assistant chat lines, kept on the server so a new device restores them (DESIGN §4).
 * The tutor's history is per local day (the learner's zone when the line was written); the
 * assistant's is one running conversation, read by id order. The identity id orders lines written
 * in one statement, which created_at (same instant) cannot.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ConversationChannel>().notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sender: text('sender').$type<ChatSender>().notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_user_channel_idx').on(table.userId, table.channel, table.localDate, table.id)],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * Every cross-question a learner was given, with the rubric it is graded by: the reference answer and
 * key points (null when a provider wrote the question and no rubric is known). Evaluation finds the
 * learner's latest question with the same normalised text.
 */
export const crossQuestions = pgTable(
  'cross_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    /** Case, punctuation and word-form insensitive key of the question (see modules/conversations). */
    questionKey: text('question_key').notNull(),
    referenceAnswer: text('reference_answer'),
    keyPoints: jsonb('key_points').$type<string[] | null>(),
    /** 'curated' (a curriculum quiz item), 'generic' (probing questions about an unknown topic) or 'provider'. */
    source: text('source').$type<'curated' | 'generic' | 'provider'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cross_questions_user_key_idx').on(table.userId, table.questionKey, table.createdAt)],
);
export type CrossQuestionRow = typeof crossQuestions.$inferSelect;
