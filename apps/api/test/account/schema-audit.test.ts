import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { redactTokens } from '../../src/modules/account/export';
import {
  childTables,
  erasureProblems,
  isSecretColumn,
  learnerTables,
  schemaTables,
} from '../../src/modules/account/user-tables';

describe('the schema keeps erasure complete', () => {
  it('every foreign key to users cascades, except sales records which set null (checked on the real schema)', () => {
    expect(erasureProblems(schemaTables())).toEqual([]);
  });

  it('finds the learner tables and the tables hanging off them from the schema itself', () => {
    const names = learnerTables(schemaTables()).map((table) => table.name);
    for (const name of [
      'certificates',
      'learning_plans',
      'lesson_completions',
      'payments',
      'payment_orders',
      'reminder_preferences',
      'review_items',
      'review_logs',
    ])
      expect(names).toContain(name);
    expect(names).not.toContain('users');
    expect(childTables(schemaTables()).map((child) => `${child.child.name}→${child.parent.name}`)).toEqual(
      expect.arrayContaining(['plan_lessons→learning_plans', 'whatsapp_outbox→reminder_deliveries']),
    );
  });

  it('reports a table a new feature adds with the wrong delete rule', () => {
    const users = pgTable('users', { id: uuid('id').primaryKey() });
    const notes = pgTable('notes', {
      id: uuid('id').primaryKey(),
      userId: uuid('user_id').references(() => users.id),
    });
    const payments = pgTable('payments', {
      id: text('id').primaryKey(),
      userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    });
    const orphans = pgTable('orphans', { id: uuid('id').primaryKey(), userId: uuid('user_id') });
    const tags = pgTable('tags', {
      noteId: uuid('note_id').references(() => notes.id, { onDelete: 'restrict' }),
    });
    expect(erasureProblems(schemaTables({ users, notes, payments, orphans, tags }))).toEqual([
      'notes.user_id → users is ON DELETE no action, expected cascade',
      'orphans.user_id has no foreign key to users, so its rows would outlive the account',
      'payments.user_id → users is ON DELETE cascade, expected set null',
      "tags.note_id → notes is ON DELETE restrict: a learner's row could not be erased",
    ]);
  });
});

describe('export redaction', () => {
  it('never exports credentials', () => {
    for (const name of ['password_hash', 'token_hash', 'hash', 'client_secret'])
      expect(isSecretColumn(name)).toBe(true);
    for (const name of ['email', 'user_id', 'hashtag', 'token_version'])
      expect(isSecretColumn(name)).toBe(false);
  });

  it('keeps the page of a link but not the token in it', () => {
    expect(
      redactTokens(
        'Reset: https://pathwise-production.example.com/reset-password/AbCdEfGhIjKlMnOpQrStUvWx now',
      ),
    ).toBe('Reset: https://pathwise-production.example.com/reset-password/[redacted] now');
    expect(
      redactTokens('https://x.test/api/dailyreminder/unsubscribe?token=eyJhbGciOiJIUzI1NiJ9.abcdefghijkl'),
    ).toBe('https://x.test/api/dailyreminder/unsubscribe?token=[redacted]');
    expect(redactTokens('See https://x.test/Tutor today')).toBe('See https://x.test/Tutor today');
  });
});
