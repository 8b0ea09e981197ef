import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/**
 * The learner's data, found by reading the Drizzle schema rather than by a list kept by hand: a table
 * another engineer adds with a user_id column is exported and erased without touching this module.
 */

/** Tables whose rows must outlive the account (sales records): their user_id is cleared, not the row. */
export const RECORD_TABLES: ReadonlySet<string> = new Set(['payments', 'payment_orders']);

export interface ForeignKeyInfo {
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
  onDelete: string;
}

export interface TableInfo {
  name: string;
  table: PgTable;
  columns: PgColumn[];
  userId: PgColumn | undefined;
  foreignKeys: ForeignKeyInfo[];
}

/** A table that holds the learner's rows through a parent that has user_id (plan_lessons → learning_plans). */
export interface ChildTable {
  child: TableInfo;
  column: PgColumn;
  parent: TableInfo;
  parentColumn: PgColumn;
}

/** Every table of a schema module (default: the app's), once each, sorted by name. */
export function schemaTables(source: Record<string, unknown> = schema): TableInfo[] {
  const byName = new Map<string, TableInfo>();
  for (const value of Object.values(source)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (byName.has(config.name)) continue;
    byName.set(config.name, {
      name: config.name,
      table: value,
      columns: config.columns,
      userId: config.columns.find((column) => column.name === 'user_id'),
      foreignKeys: config.foreignKeys.map((foreignKey) => {
        const reference = foreignKey.reference();
        return {
          columns: reference.columns.map((column) => column.name),
          foreignTable: getTableConfig(reference.foreignTable).name,
          foreignColumns: reference.foreignColumns.map((column) => column.name),
          onDelete: foreignKey.onDelete ?? 'no action',
        };
      }),
    });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Tables with a user_id column (the users table itself is exported on its own). */
export const learnerTables = (tables: TableInfo[]) =>
  tables.filter((table) => table.userId && table.name !== 'users');

/** Tables without user_id whose rows belong to a learner row through a single-column foreign key. */
export function childTables(tables: TableInfo[]): ChildTable[] {
  const owners = new Map(learnerTables(tables).map((table) => [table.name, table]));
  const children: ChildTable[] = [];
  for (const child of tables) {
    if (child.userId || child.name === 'users') continue;
    for (const foreignKey of child.foreignKeys) {
      const parent = owners.get(foreignKey.foreignTable);
      const [columnName] = foreignKey.columns;
      const [parentColumnName] = foreignKey.foreignColumns;
      if (!parent || foreignKey.columns.length !== 1) continue;
      const column = child.columns.find((candidate) => candidate.name === columnName);
      const parentColumn = parent.columns.find((candidate) => candidate.name === parentColumnName);
      if (column && parentColumn) children.push({ child, column, parent, parentColumn });
    }
  }
  return children;
}

/** Columns never exported: credentials and anything stored as a hash of one. */
export const isSecretColumn = (name: string) => /(^|_)(hash|password|secret)$/.test(name);

export const exportableColumns = (table: Pick<TableInfo, 'columns'>) =>
  table.columns.filter((column) => !isSecretColumn(column.name));

/**
 * What would keep an erased learner's data alive or block the erasure: a foreign key to users that
 * neither cascades nor (for record tables only) sets null, or a key to a learner's row that restricts.
 * Returns one sentence per problem; empty when erasure by deleting the users row is complete.
 */
export function erasureProblems(tables: TableInfo[]): string[] {
  const problems: string[] = [];
  const owned = new Set(learnerTables(tables).map((table) => table.name));
  for (const table of tables) {
    const toUsers = table.foreignKeys.filter((foreignKey) => foreignKey.foreignTable === 'users');
    if (
      table.userId &&
      table.name !== 'users' &&
      !toUsers.some((foreignKey) => foreignKey.columns.includes('user_id'))
    )
      problems.push(
        `${table.name}.user_id has no foreign key to users, so its rows would outlive the account`,
      );
    for (const foreignKey of toUsers) {
      const allowed = RECORD_TABLES.has(table.name) ? 'set null' : 'cascade';
      if (foreignKey.onDelete !== allowed)
        problems.push(
          `${table.name}.${foreignKey.columns.join(',')} → users is ON DELETE ${foreignKey.onDelete}, expected ${allowed}`,
        );
    }
    for (const foreignKey of table.foreignKeys) {
      if (foreignKey.foreignTable === 'users' || !owned.has(foreignKey.foreignTable)) continue;
      // NO ACTION is checked at the end of the statement, when a learner's own rows are gone too.
      const blocks =
        foreignKey.onDelete === 'restrict' || (foreignKey.onDelete === 'no action' && !owned.has(table.name));
      if (blocks)
        problems.push(
          `${table.name}.${foreignKey.columns.join(',')} → ${foreignKey.foreignTable} is ON DELETE ${foreignKey.onDelete}: a learner's row could not be erased`,
        );
    }
  }
  return problems;
}
