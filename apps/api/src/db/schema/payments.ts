import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export type RevokedReason = 'refunded' | 'dispute_lost';

/**
 * Lifetime premium held by a learner: one row per learner, granted by a verified payment. A refund
 * or a lost dispute revokes it and an open dispute suspends it; the row stays as the record, and only
 * a row with neither mark gives premium (access.ts, holdsPremium).
 */
export const entitlements = pgTable('entitlements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull().default('lifetime'),
  orderId: text('order_id'),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  /** A dispute on the paying payment is open (created, under review): premium waits for the outcome. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedReason: text('revoked_reason').$type<RevokedReason>(),
});

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentStatus = 'captured' | 'failed' | 'refunded';
export type DisputeStatus = 'open' | 'under_review' | 'action_required' | 'won' | 'lost' | 'closed';

/**
 * One checkout order per attempt to buy, keyed by the provider's order id. The amount is fixed by the
 * server and never read from the client. user_id is cleared (not cascaded) when an account is erased:
 * sales stay on the books.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').$type<'razorpay' | 'sandbox'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Last time the reconciler asked the provider about this order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    // At most one open order per learner, provider and price: a second checkout reuses it.
    uniqueIndex('payment_orders_open_user_idx')
      .on(table.userId, table.provider, table.amount, table.currency)
      .where(sql`${table.status} <> 'paid'`),
    index('payment_orders_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** Every payment we learn of (verify, webhook, reconciliation), keyed by the provider's payment id. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    method: text('method'),
    error: text('error'),
    /** Paise refunded so far; status becomes refunded when all of it is. */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** The latest state of a bank's dispute on this payment, if any. */
    disputeStatus: text('dispute_status').$type<DisputeStatus>(),
    /** How we learnt of it: verify, webhook, reconcile or sandbox. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_order_idx').on(table.orderId)],
);

export type PaymentRow = typeof payments.$inferSelect;

/** Razorpay webhook deliveries already handled; a redelivery with the same event id is dropped. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
