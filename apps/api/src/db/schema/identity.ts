import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Links that prove an address (decision 015): only the SHA-256 of the token is stored. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_verification_tokens_hash_idx').on(table.tokenHash)],
);

/**
 * The addresses that have had a free trial, as a keyed hash (HMAC-SHA256 with a server secret) of the
 * canonical address: it outlives the account on purpose (one trial per address) and holds nothing
 * readable, so it is not the learner's data to export or erase. No user_id, deliberately.
 */
export const trialClaims = pgTable('trial_claims', {
  addressHash: text('address_hash').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
