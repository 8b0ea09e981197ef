import type { AccountExport } from '@pathwise/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { mailOutbox, users, type UserRow } from '../../db/schema';
import { childTables, exportableColumns, learnerTables, schemaTables, type TableInfo } from './user-tables';

type Row = Record<string, unknown>;

/** Selects a table's exportable columns under their stored names (user_id, created_at …). */
const fieldsOf = (table: Pick<TableInfo, 'columns'>): Record<string, PgColumn> =>
  Object.fromEntries(exportableColumns(table).map((column) => [column.name, column]));

/**
 * Everything held about the learner: the users row, the rows of every table with their user_id, the
 * rows hanging off those (a plan's lessons), and the e-mails sent to them. Secrets are left out.
 */
export async function exportAccount(db: Database, user: UserRow, now = new Date()): Promise<AccountExport> {
  const tables = schemaTables();
  const byTable: Record<string, Row[]> = {};

  for (const table of learnerTables(tables)) {
    const userId = table.userId as PgColumn;
    byTable[table.name] = await db.select(fieldsOf(table)).from(table.table).where(eq(userId, user.id));
  }
  for (const { child, column, parent, parentColumn } of childTables(tables)) {
    const owned = db
      .select({ key: parentColumn })
      .from(parent.table)
      .where(eq(parent.userId as PgColumn, user.id));
    const rows = await db.select(fieldsOf(child)).from(child.table).where(inArray(column, owned));
    byTable[child.name] = [...(byTable[child.name] ?? []), ...rows];
  }
  byTable.mail_outbox = await mailsTo(db, addressesOf(user, byTable));

  const [profile] = await db
    .select(fieldsOf(getTableConfig(users)))
    .from(users)
    .where(eq(users.id, user.id));
  return {
    format: 'pathwise-account-export/1',
    exportedAt: now.toISOString(),
    user: profile ?? {},
    tables: Object.fromEntries(Object.entries(byTable).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** The learner's e-mail addresses: the account's and any they gave a feature (reminders). */
export function addressesOf(user: Pick<UserRow, 'email'>, byTable: Record<string, Row[]>): string[] {
  const addresses = new Set([user.email.toLowerCase()]);
  for (const rows of Object.values(byTable))
    for (const row of rows)
      for (const key of ['email', 'recipient'])
        if (typeof row[key] === 'string' && row[key].includes('@'))
          addresses.add(row[key].trim().toLowerCase());
  return [...addresses];
}

/** Mails to those addresses; links keep their page but lose any token in them (still-valid reset links). */
async function mailsTo(db: Database, addresses: string[]): Promise<Row[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      created_at: mailOutbox.createdAt,
      sent_at: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(inArray(sql`lower(${mailOutbox.to})`, addresses));
  return rows.map((row) => ({ ...row, text: redactTokens(row.text) }));
}

/** Replaces long token-like path segments and query values inside URLs with [redacted]. */
export function redactTokens(text: string): string {
  return text.replace(
    /(https?:\/\/[^\s/?#<>"']+)([^\s<>"']*)/g,
    (_url, origin: string, rest: string) =>
      `${origin}${rest.replace(/([/=])([\w\-.~%]{20,})/g, '$1[redacted]')}`,
  );
}
