import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, paymentOrders, users } from '../../src/db/schema';
import { createLearner, createTestApp, type Learner, type TestApp } from '../helpers/app';
import { expireTrial } from '../payment/helpers';
import { generate, getToday } from '../plan/helpers';

/**
 * The load work made GET /api/plan/learning-plan/today one statement (user + premium + plan data),
 * skipped repeat signature checks of the same token and kept stored lessons in memory. This proves
 * none of it loosened anything: revocation is still immediate, the access rule still holds, the
 * lesson is the stored one, and (on PostgreSQL) the steady state really is one query.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function learnerWithPlan(): Promise<Learner> {
  const learner = await createLearner(t.app);
  await generate(t.app, learner, { goal: 'Learn Python', duration: '30', experience: 'Beginner' });
  await t.app.plans.background.drain();
  return learner;
}

describe('GET /api/plan/learning-plan/today after the hot-path work', () => {
  it('refuses a token at once when its session is revoked, even right after it was accepted', async () => {
    const learner = await learnerWithPlan();
    expect((await getToday(t.app, learner)).statusCode).toBe(200);
    // What a password reset does: bump the token version.
    await t.database.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, learner.userId));
    for (const url of ['/api/plan/learning-plan/today', '/api/plan/user_progress', '/api/auth/']) {
      const response = await t.app.inject({ method: 'GET', url, headers: learner.auth });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'Your session has ended. Please log in again.' });
    }
  });

  it('still applies the access rule: 402 after the trial, 200 again with premium', async () => {
    const learner = await learnerWithPlan();
    await expireTrial(t.database.db, learner.userId);
    const refused = await getToday(t.app, learner);
    expect(refused.statusCode).toBe(402);
    const orderId = `order_hot_${learner.userId.slice(0, 8)}`;
    await t.database.db.insert(paymentOrders).values({ id: orderId, userId: learner.userId, provider: 'sandbox', amount: 49_900, currency: 'INR', receipt: `pw_${orderId}`, status: 'paid', paidAt: new Date() });
    await t.database.db.insert(entitlements).values({ userId: learner.userId, orderId });
    expect((await getToday(t.app, learner)).statusCode).toBe(200);
    const tutor = await t.app.inject({ method: 'GET', url: '/api/AI/tutor/history', headers: learner.auth });
    expect(tutor.statusCode).toBe(200); // requireAccess with premium loaded by authenticate
  });

  it('serves the stored lesson, the same on every call', async () => {
    const learner = await learnerWithPlan();
    const first = (await getToday(t.app, learner)).json<{ day: number; lesson: unknown }>();
    const second = (await getToday(t.app, learner)).json<{ day: number; lesson: unknown }>();
    expect(second).toEqual(first);
    const stored = await t.database.db.execute(sql`select lesson from plan_lessons l join learning_plans p on p.id = l.plan_id where p.user_id = ${learner.userId} and l.day = 1`);
    expect((stored as { rows: Array<{ lesson: unknown }> }).rows[0]?.lesson).toEqual(first.lesson);
  });

  it('answers 401 for a malformed or foreign token before touching the database', async () => {
    for (const authorization of ['Bearer nope', 'Basic abc', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/plan/learning-plan/today', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('round trips on PostgreSQL', () => {
  it('GET today is one query once its lessons are in memory', async () => {
    const learner = await learnerWithPlan();
    await getToday(t.app, learner);
    await t.app.plans.background.drain();
    await getToday(t.app, learner); // day 2 (pre-generated) joins the cache
    let queries = 0;
    const original = pg.Client.prototype.query;
    // Counting at the driver: every statement the app sends goes through Client#query.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      queries += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      expect((await getToday(t.app, learner)).statusCode).toBe(200);
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(queries).toBe(1);
  });
});
