import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mailOutbox } from './mail';
import { users } from './users';

/**
 * A learner's reminder preferences: one row per learner (saving again replaces it). next_due_at is the
 * next reminder instant in UTC, computed in the learner's zone on save and after every send or skip;
 * null when no channel is on. The dispatcher claims rows whose next_due_at has passed.
 */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailEnabled: boolean('email_enabled').notNull(),
    whatsappEnabled: boolean('whatsapp_enabled').notNull(),
    email: text('email').notNull(),
    /** As the learner typed it (the screen pre-fills it). */
    phone: text('phone').notNull(),
    /** Digits only, country code first: what WhatsApp providers address and what inbound messages carry. */
    phoneDigits: text('phone_digits').notNull(),
    reminderTime: text('reminder_time').notNull(),
    userName: text('user_name').notNull(),
    courseTopic: text('course_topic').notNull(),
    timeZone: text('time_zone').notNull(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    /** The learner's calendar date next_due_at belongs to. */
    dueLocalDate: date('due_local_date', { mode: 'string' }),
    emailUnsubscribedAt: timestamp('email_unsubscribed_at', { withTimezone: true }),
    whatsappOptedOutAt: timestamp('whatsapp_opted_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reminder_preferences_due_idx').on(table.nextDueAt).where(sql`${table.nextDueAt} is not null`),
    index('reminder_preferences_phone_idx').on(table.phoneDigits),
  ],
);
export type ReminderPreferencesRow = typeof reminderPreferences.$inferSelect;

export type ReminderChannel = 'email' | 'whatsapp';
/**
 * email: queued (handed to the mailer, which owns retries) | cancelled.
 * whatsapp: pending → claimed → sending → sent | pending (retry) | failed (gave up or outcome unknown) | cancelled.
 */
export type DeliveryStatus = 'queued' | 'pending' | 'claimed' | 'sending' | 'sent' | 'failed' | 'cancelled';

export interface ReminderPayload {
  name: string;
  topic: string;
  streak: number;
  day: number | null;
  text: string;
}

/**
 * One row per learner per channel per local date, under a unique key: whatever instances, crashes or
 * restarts do, a second reminder for the same day cannot be recorded, so it cannot be sent.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ReminderChannel>().notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<ReminderPayload>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which worker holds a claimed or sending row, so a late worker cannot overwrite a newer outcome. */
    claimId: uuid('claim_id'),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reminder_deliveries_once_idx').on(table.userId, table.channel, table.localDate),
    index('reminder_deliveries_due_idx').on(table.channel, table.status, table.nextAttemptAt),
  ],
);
export type ReminderDeliveryRow = typeof reminderDeliveries.$inferSelect;

/** WhatsApp messages kept instead of sent when no provider is configured (listed at /dev/outbox). */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id').references(() => reminderDeliveries.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    template: text('template').notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('whatsapp_outbox_delivery_idx').on(table.deliveryId), index('whatsapp_outbox_created_idx').on(table.createdAt)],
);
export type WhatsAppOutboxRow = typeof whatsappOutbox.$inferSelect;

/**
 * Double opt-in (decision 018): a reminder address (lower-case e-mail, or WhatsApp digits) gets
 * reminders only once its owner opened the link sent to it. One row per learner, channel and address;
 * a resend replaces the token (only its SHA-256 is stored), so only the latest link works, once.
 * Confirmed rows stay, so switching back to an address already confirmed needs no new link; an
 * unsubscribe or a STOP removes them. The account's verified e-mail needs no row.
 */
export const reminderAddressConfirmations = pgTable(
  'reminder_address_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ReminderChannel>().notNull(),
    address: text('address').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reminder_address_confirmations_address_idx').on(table.userId, table.channel, table.address),
    uniqueIndex('reminder_address_confirmations_token_idx').on(table.tokenHash),
    index('reminder_address_confirmations_address_only_idx').on(table.channel, table.address),
  ],
);
export type ReminderAddressConfirmationRow = typeof reminderAddressConfirmations.$inferSelect;
