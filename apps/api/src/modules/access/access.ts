import { and, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { entitlements, type UserRow } from '../../db/schema';
import { isTrialActive } from '../auth/trial';

export interface AccessStatus {
  isTrialActive: boolean;
  isPremium: boolean;
}

/** The access rule from what is already loaded: the user's trial end and whether they hold premium. */
export const accessFrom = (user: Pick<UserRow, 'trialEndsAt'>, isPremium: boolean, now = new Date()): AccessStatus => ({
  isTrialActive: isTrialActive(user.trialEndsAt, now),
  isPremium,
});

/**
 * A column as "table"."column" even where Drizzle would leave it unqualified (single-table selects):
 * inside a correlated subquery an unqualified name would bind to the subquery's own table.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * "Holds premium" as a SQL expression on a user id column, so hot paths load it in the same
 * statement as the user (one round trip instead of two).
 */
export const holdsPremium = (userId: PgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from entitlements e where e.user_id = ${qualified(userId)} and e.revoked_at is null and e.suspended_at is null)`;

/** An entitlement row that gives premium now: neither revoked (refund, lost dispute) nor suspended (open dispute). */
export const activeEntitlement = (userId: string): SQL | undefined =>
  and(eq(entitlements.userId, userId), isNull(entitlements.revokedAt), isNull(entitlements.suspendedAt));

export async function accessStatus(db: Database, user: UserRow, now = new Date()): Promise<AccessStatus> {
  const [held] = await db
    .select({ userId: entitlements.userId })
    .from(entitlements)
    .where(activeEntitlement(user.id));
  return accessFrom(user, Boolean(held), now);
}

export const hasAccess = (status: AccessStatus) => status.isTrialActive || status.isPremium;
