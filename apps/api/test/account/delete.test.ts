import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningPlans, mailOutbox, paymentOrders, payments, planLessons, users } from '../../src/db/schema';
import { RECORD_TABLES } from '../../src/modules/account/user-tables';
import { createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { fullLearner, rowCounts } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deleteAccount = (learner: Pick<Learner, 'auth'>, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: learner.auth, payload });
const me = (learner: Pick<Learner, 'auth'>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/', headers: learner.auth });
const mailsTo = (addresses: string[]) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(inArray(sql`lower(${mailOutbox.to})`, addresses));

describe('DELETE /api/account', () => {
  it('refuses a wrong password (403) and deletes nothing', async () => {
    const learner = await fullLearner(t.app, t.database.db, 'Wrong Password');
    const before = await rowCounts(t.database.db, learner.userId);
    const response = await deleteAccount(learner, { password: 'not my password' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      error: 'That password is not correct, so your account was not deleted.',
    });
    expect(await rowCounts(t.database.db, learner.userId)).toEqual(before);
    expect((await me(learner)).statusCode).toBe(200);
  });

  it('needs a confirmation and a login', async () => {
    const learner = await fullLearner(t.app, t.database.db, 'No Confirmation');
    const response = await deleteAccount(learner, {});
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Enter your password to confirm deleting your account.');
    expect(
      (await deleteAccount({ auth: {} as { authorization: string } }, { password: learner.password }))
        .statusCode,
    ).toBe(401);
    expect((await me(learner)).statusCode).toBe(200);
  });

  describe('with the right password', () => {
    let gone: Awaited<ReturnType<typeof fullLearner>>;
    let kept: Awaited<ReturnType<typeof fullLearner>>;
    let keptBefore: Record<string, number>;
    let planIds: string[];

    beforeAll(async () => {
      gone = await fullLearner(t.app, t.database.db, 'Asha Verma');
      kept = await fullLearner(t.app, t.database.db, 'Ravi Kumar');
      keptBefore = await rowCounts(t.database.db, kept.userId);
      // Spaced review rows exist before the erasure, so "none left" below is not vacuous.
      const goneBefore = await rowCounts(t.database.db, gone.userId);
      expect(goneBefore.review_items).toBeGreaterThan(0);
      expect(goneBefore.review_logs).toBeGreaterThan(0);
      planIds = (
        await t.database.db
          .select({ id: learningPlans.id })
          .from(learningPlans)
          .where(eq(learningPlans.userId, gone.userId))
      ).map((plan) => plan.id);
      expect(
        await t.database.db.select().from(planLessons).where(inArray(planLessons.planId, planIds)),
      ).not.toHaveLength(0);
      const response = await deleteAccount(gone, { password: gone.password });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ message: 'Your account and your data have been deleted.' });
    }, 120_000);

    it('removes the users row and every row of every user_id table (but sales records)', async () => {
      expect(await t.database.db.select().from(users).where(eq(users.id, gone.userId))).toHaveLength(0);
      const left = await rowCounts(t.database.db, gone.userId);
      for (const [table, rows] of Object.entries(left)) expect(rows, table).toBe(0);
      expect(
        await t.database.db.select().from(planLessons).where(inArray(planLessons.planId, planIds)),
      ).toHaveLength(0);
    });

    it('keeps the payment and its order, anonymised (user_id is null, ON DELETE SET NULL)', async () => {
      expect([...RECORD_TABLES].sort()).toEqual(['payment_orders', 'payments']);
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, gone.paymentId));
      expect(payment).toMatchObject({ userId: null, amount: 49_900, currency: 'INR', status: 'captured' });
      const [order] = await t.database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, gone.orderId));
      expect(order).toMatchObject({ userId: null, status: 'paid' });
    });

    it('drops the mails kept or queued for the learner (pending reminders die with the account)', async () => {
      expect(await mailsTo([gone.email, `reminders.${gone.email}`])).toHaveLength(0);
      expect(await mailsTo([kept.email])).not.toHaveLength(0);
    });

    it('ends the session at once: the old token gets 401', async () => {
      expect((await me(gone)).statusCode).toBe(401);
      const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: gone.auth });
      expect(exported.statusCode).toBe(401);
      expect((await deleteAccount(gone, { password: gone.password })).statusCode).toBe(401);
    });

    it('stops the certificate from verifying', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/certificates/${gone.certificateId}` });
      expect(response.statusCode).toBe(404);
    });

    it("leaves other learners' data alone", async () => {
      expect(await rowCounts(t.database.db, kept.userId)).toEqual(keptBefore);
      expect((await me(kept)).statusCode).toBe(200);
      const certificate = await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${kept.certificateId}`,
      });
      expect(certificate.statusCode).toBe(200);
    });
  });
});
