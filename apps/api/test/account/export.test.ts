import type { AccountExport } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childTables, learnerTables, schemaTables } from '../../src/modules/account/user-tables';
import { createTestApp, json, type TestApp } from '../helpers/app';
import { fullLearner, rowCounts } from './helpers';

let t: TestApp;
let asha: Awaited<ReturnType<typeof fullLearner>>;
let ravi: Awaited<ReturnType<typeof fullLearner>>;
let data: AccountExport;
let raw: string;
let headers: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  asha = await fullLearner(t.app, t.database.db, 'Asha Verma');
  ravi = await fullLearner(t.app, t.database.db, 'Ravi Kumar');
  const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: asha.auth });
  expect(response.statusCode).toBe(200);
  headers = response.headers;
  raw = response.body;
  data = json<AccountExport>(response);
}, 120_000);
afterAll(async () => t.close());

describe('GET /api/account/export', () => {
  it('is a JSON file download', () => {
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['content-disposition']).toBe('attachment; filename="pathwise-my-data.json"');
    expect(headers['cache-control']).toBe('private, no-store');
    expect(data.format).toBe('pathwise-account-export/1');
  });

  it('holds the profile, without the password hash', () => {
    expect(data.user).toMatchObject({
      id: asha.userId,
      name: 'Asha Verma',
      email: asha.email,
      phone_no: '+91 98765 43210',
    });
    expect(data.user).not.toHaveProperty('password_hash');
  });

  it("holds every learner's row of every table with a user_id column, read from the schema", async () => {
    const counts = await rowCounts(t.database.db, asha.userId);
    for (const table of learnerTables(schemaTables())) {
      const rows = data.tables[table.name];
      expect(rows, table.name).toBeDefined();
      expect(rows, table.name).toHaveLength(counts[table.name] ?? -1);
      for (const row of rows ?? []) expect(row.user_id, table.name).toBe(asha.userId);
    }
    // The fixture put something in each of these, so the check above is not vacuous.
    for (const name of [
      'learning_plans',
      'lesson_completions',
      'certificates',
      'reminder_preferences',
      'password_reset_tokens',
      'payment_orders',
      'payments',
      'entitlements',
      'review_items',
      'review_logs',
    ])
      expect(data.tables[name]?.length, name).toBeGreaterThan(0);
  });

  it('holds the rows that hang off those (the plan’s lessons) and the e-mails sent to the learner', () => {
    expect(childTables(schemaTables()).map((child) => child.child.name)).toContain('plan_lessons');
    expect(data.tables.plan_lessons?.length).toBeGreaterThan(0);
    for (const lesson of data.tables.plan_lessons ?? [])
      expect(lesson.plan_id).toBe(data.tables.learning_plans?.[0]?.id);
    const mails = data.tables.mail_outbox ?? [];
    expect(mails.map((mail) => mail.to)).toContain(asha.email);
    const reset = mails.find((mail) => String(mail.subject).includes('Reset'));
    // A still-valid reset link is a credential: the page stays, the token does not.
    expect(reset?.text).toMatch(/\/reset-password\/\[redacted\]/);
  });

  it('shows the certificate, progress and payment as stored', () => {
    expect(data.tables.certificates?.[0]).toMatchObject({
      id: asha.certificateId,
      name: 'Asha Verma',
      days_completed: 30,
    });
    expect(data.tables.lesson_completions).toHaveLength(30);
    expect(data.tables.payments?.[0]).toMatchObject({ id: asha.paymentId, amount: 49_900, currency: 'INR' });
  });

  it('leaves out secrets: password and token hashes', () => {
    expect(raw).not.toMatch(/password_hash|token_hash|"hash"/);
    expect(data.tables.password_reset_tokens?.[0]).toHaveProperty('expires_at');
    expect(data.tables.password_reset_tokens?.[0]).not.toHaveProperty('token_hash');
  });

  it("holds nothing of another learner's", () => {
    for (const secret of [
      ravi.userId,
      ravi.email,
      ravi.certificateId,
      ravi.orderId,
      ravi.paymentId,
      'Ravi Kumar',
    ])
      expect(raw).not.toContain(secret);
  });

  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
  });
});
