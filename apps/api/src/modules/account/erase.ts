import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { mailOutbox, users, type UserRow } from '../../db/schema';
import { addressesOf } from './export';
import { RECORD_TABLES, learnerTables, schemaTables, type TableInfo } from './user-tables';

/**
 * Erases the learner in one transaction: every row of theirs (foreign keys cascade from users; a
 * table whose key does not is deleted from here), the e-mails queued or kept for them (pending
 * reminders die with them), then the users row, which ends every session at once. Sales records
 * stay with user_id cleared. A check afterwards rolls everything back if any row of theirs is left.
 */
export async function eraseAccount(db: Database, user: UserRow): Promise<void> {
  const tables = learnerTables(schemaTables());
  await db.transaction(async (tx) => {
    const addresses = addressesOf(user, await contactRows(tx, tables, user.id));
    for (const table of tables) {
      if (RECORD_TABLES.has(table.name) || cascadesFromUsers(table)) continue;
      await tx.delete(table.table).where(eq(table.userId as PgColumn, user.id));
    }
    await tx.delete(mailOutbox).where(inArray(sql`lower(${mailOutbox.to})`, addresses));
    await tx.delete(users).where(eq(users.id, user.id));
    const left = await rowsLeft(tx, tables, user.id);
    if (left.length > 0) throw new Error(`account erasure left rows in ${left.join(', ')}`);
  });
}

const cascadesFromUsers = (table: TableInfo) =>
  table.foreignKeys.some(
    (foreignKey) =>
      foreignKey.foreignTable === 'users' &&
      foreignKey.columns.includes('user_id') &&
      foreignKey.onDelete === 'cascade',
  );

/** The learner's rows that may carry an e-mail address (reminder preferences, deliveries). */
async function contactRows(tx: Transaction, tables: TableInfo[], userId: string) {
  const byTable: Record<string, Array<Record<string, unknown>>> = {};
  for (const table of tables) {
    const fields = Object.fromEntries(
      table.columns
        .filter((column) => ['email', 'recipient'].includes(column.name))
        .map((column) => [column.name, column]),
    );
    if (Object.keys(fields).length === 0) continue;
    byTable[table.name] = await tx
      .select(fields)
      .from(table.table)
      .where(eq(table.userId as PgColumn, userId));
  }
  return byTable;
}

async function rowsLeft(tx: Transaction, tables: TableInfo[], userId: string): Promise<string[]> {
  const left: string[] = [];
  for (const table of tables) {
    const userIdColumn = table.userId as PgColumn;
    const [row] = await tx
      .select({ rows: count() })
      .from(table.table)
      .where(and(isNotNull(userIdColumn), eq(userIdColumn, userId)));
    if ((row?.rows ?? 0) > 0) left.push(table.name);
  }
  return left;
}
