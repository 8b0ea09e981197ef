import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Lifetime premium held by a learner: one row per learner, granted once by a verified payment. */
export const entitlements = pgTable('entitlements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull().default('lifetime'),
  orderId: text('order_id'),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
