import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, payments } from '../../src/db/schema';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import {
  checkout,
  expireTrial,
  ledger,
  sandboxPay,
  subscriptionStatus,
  verify,
  type CheckoutFields,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sandbox checkout, end to end through the API', () => {
  it('creates a local order at the fixed price, pays it in TEST MODE and verifies it into premium', async () => {
    const learner = await createLearner(t.app);
    await expireTrial(t.database.db, learner.userId);
    expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: false });

    const created = await checkout(t.app, learner);
    expect(created.statusCode).toBe(200);
    const order = json<{ orderId: string }>(created);
    expect(order).toEqual({
      orderId: expect.stringMatching(/^order_sandbox_[\w-]+$/),
      amount: 49_900,
      currency: 'INR',
      provider: 'sandbox',
      keyId: null,
    });

    const paid = await sandboxPay(t.app, learner, order.orderId, 'success');
    expect(paid.statusCode).toBe(200);
    const fields = json<CheckoutFields & { outcome: string }>(paid);
    expect(fields).toMatchObject({ outcome: 'success', razorpay_order_id: order.orderId });
    expect(fields.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    // Paying in checkout alone unlocks nothing: the verify call (or the webhook/reconciler) does.
    expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: false });

    const verified = await verify(t.app, learner, fields);
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toMatchObject({
      message: 'Payment Successful!',
      orderId: order.orderId,
      paymentId: fields.razorpay_payment_id,
      amount: 49_900,
      currency: 'INR',
    });
    expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: true });

    const book = await ledger(t.database.db, learner.userId);
    expect(book.entitlements).toHaveLength(1);
    expect(book.entitlements[0]?.orderId).toBe(order.orderId);
    expect(book.payments).toMatchObject([
      { id: fields.razorpay_payment_id, status: 'captured', amount: 49_900, source: 'verify' },
    ]);
    expect(book.orders).toMatchObject([{ id: order.orderId, status: 'paid', amount: 49_900 }]);
    expect(book.orders[0]?.paidAt).toBeInstanceOf(Date);
  });

  it('verifying the same payment twice answers the same and writes one payment and one entitlement', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const fields = json<CheckoutFields>(await sandboxPay(t.app, learner, orderId, 'success'));
    const first = await verify(t.app, learner, fields);
    const second = await verify(t.app, learner, fields);
    expect(second.statusCode).toBe(200);
    expect(json(second)).toEqual(json(first));
    const book = await ledger(t.database.db, learner.userId);
    expect(book.entitlements).toHaveLength(1);
    expect(book.payments).toHaveLength(1);
  });

  it('records a failed TEST MODE payment, leaves the learner without premium, and lets them pay the same order', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const failed = await sandboxPay(t.app, learner, orderId, 'failure');
    expect(failed.statusCode).toBe(200);
    expect(json(failed)).toMatchObject({
      outcome: 'failure',
      error: { code: 'BAD_REQUEST_ERROR', metadata: { order_id: orderId } },
    });
    let book = await ledger(t.database.db, learner.userId);
    expect(book.payments).toMatchObject([{ status: 'failed', source: 'sandbox' }]);
    expect(book.orders).toMatchObject([{ id: orderId, status: 'attempted' }]);
    expect(book.entitlements).toHaveLength(0);

    // Retrying checkout reuses the attempted order.
    expect(json(await checkout(t.app, learner)).orderId).toBe(orderId);
    const fields = json<CheckoutFields>(await sandboxPay(t.app, learner, orderId, 'success'));
    expect((await verify(t.app, learner, fields)).statusCode).toBe(200);
    book = await ledger(t.database.db, learner.userId);
    expect(book.entitlements).toHaveLength(1);
    expect(book.payments.map((row) => row.status).sort()).toEqual(['captured', 'failed']);
  });

  it("reuses a learner's open order instead of creating another", async () => {
    const learner = await createLearner(t.app);
    const first = json<{ orderId: string }>(await checkout(t.app, learner));
    const again = json<{ orderId: string }>(await checkout(t.app, learner));
    expect(again.orderId).toBe(first.orderId);
    expect((await ledger(t.database.db, learner.userId)).orders).toHaveLength(1);
  });

  it('two checkouts racing for a new learner end with one order, handed to both', async () => {
    const learner = await createLearner(t.app);
    const racing = await Promise.all([
      checkout(t.app, learner),
      checkout(t.app, learner),
      checkout(t.app, learner),
    ]);
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(racing.map((response) => json(response).orderId));
    expect(ids.size).toBe(1);
    expect((await ledger(t.database.db, learner.userId)).orders).toHaveLength(1);
  });

  it('refuses checkout with 409 and a clear message once the learner is premium', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    await verify(t.app, learner, json<CheckoutFields>(await sandboxPay(t.app, learner, orderId, 'success')));
    const again = await checkout(t.app, learner);
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe(
      'You already have Premium with lifetime access. There is nothing more to pay.',
    );
    const repay = await sandboxPay(t.app, learner, orderId, 'success');
    expect(repay.statusCode).toBe(409);
    expect(json(repay).error).toBe('This order is already paid.');
  });

  it("unlocks premium when a paid order's verify was lost, the next time checkout is opened", async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    await sandboxPay(t.app, learner, orderId, 'success'); // the browser closes before verify
    const reopened = await checkout(t.app, learner);
    expect(reopened.statusCode).toBe(409);
    expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: true });
    expect((await ledger(t.database.db, learner.userId)).payments).toMatchObject([
      { status: 'captured', source: 'reconcile' },
    ]);
  });
});

describe('verify-payment refuses what it cannot trust, and writes nothing', () => {
  const setup = async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const fields = json<CheckoutFields>(await sandboxPay(t.app, learner, orderId, 'success'));
    return { learner, orderId, fields };
  };
  const nothingWritten = async (userId: string, orderId: string) => {
    const book = await ledger(t.database.db, userId);
    expect(book.entitlements).toHaveLength(0);
    expect(book.payments).toHaveLength(0);
    expect(book.orders).toMatchObject([{ id: orderId, status: 'created' }]);
  };

  it('rejects a bad signature with 400', async () => {
    const { learner, orderId, fields } = await setup();
    const flipped = fields.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const razorpay_signature of [flipped, 'short', fields.razorpay_signature.toUpperCase()]) {
      const response = await verify(t.app, learner, { ...fields, razorpay_signature });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe(
        'Payment verification failed: the payment signature does not match this order.',
      );
    }
    await nothingWritten(learner.userId, orderId);
  });

  it('rejects a signature replayed with another payment id', async () => {
    const { learner, orderId, fields } = await setup();
    const response = await verify(t.app, learner, { ...fields, razorpay_payment_id: 'pay_sandbox_forged' });
    expect(response.statusCode).toBe(400);
    await nothingWritten(learner.userId, orderId);
  });

  it("rejects a tampered order id: an unknown order, or another learner's order", async () => {
    const { learner, orderId, fields } = await setup();
    const unknown = await verify(t.app, learner, { ...fields, razorpay_order_id: 'order_sandbox_nope' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error).toBe(
      'Payment verification failed: this order was not created for your account.',
    );

    const other = await setup();
    const crossed = await verify(t.app, learner, other.fields);
    expect(crossed.statusCode).toBe(400);
    expect(json(crossed).error).toBe(
      'Payment verification failed: this order was not created for your account.',
    );
    await nothingWritten(learner.userId, orderId);
    await nothingWritten(other.learner.userId, other.orderId);
  });

  it('ignores an amount sent by the client: the stored order amount is what is recorded', async () => {
    const learner = await createLearner(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout-session',
      headers: learner.auth,
      payload: { userId: learner.userId, amount: 100, currency: 'USD' },
    });
    expect(json(created)).toMatchObject({ amount: 49_900, currency: 'INR' });
    const { orderId } = json<{ orderId: string }>(created);
    const fields = json<CheckoutFields>(await sandboxPay(t.app, learner, orderId, 'success'));
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify-payment',
      headers: learner.auth,
      payload: { ...fields, userId: learner.userId, amount: 100 },
    });
    expect(json(verified)).toMatchObject({ amount: 49_900, currency: 'INR' });
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, fields.razorpay_payment_id));
    expect(row).toMatchObject({ amount: 49_900, currency: 'INR' });
    const [stored] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(stored?.amount).toBe(49_900);
  });

  it.each([
    ['razorpay_payment_id', 'razorpay_payment_id is required.'],
    ['razorpay_order_id', 'razorpay_order_id is required.'],
    ['razorpay_signature', 'razorpay_signature is required.'],
  ])('rejects a missing %s with a clear 400', async (field, message) => {
    const { learner, orderId, fields } = await setup();
    const payload: Record<string, string> = { ...fields, userId: learner.userId };
    delete payload[field];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify-payment',
      headers: learner.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
    await nothingWritten(learner.userId, orderId);
  });
});

describe('ownership and authentication', () => {
  it("refuses another learner's id with 403 on checkout, verify and status, and no token with 401", async () => {
    const a = await createLearner(t.app);
    const b = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, b));
    const fields = json<CheckoutFields>(await sandboxPay(t.app, b, orderId, 'success'));

    for (const response of [
      await checkout(t.app, a, b.userId),
      await verify(t.app, a, fields, b.userId),
      await subscriptionStatus(t.app, a, b.userId),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json(response).error).toBe('You can only access your own account.');
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout-session',
      payload: { userId: a.userId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ledger(t.database.db, b.userId)).entitlements).toHaveLength(0);
  });

  it("refuses to pay another learner's sandbox order (403) or an unknown one (404)", async () => {
    const a = await createLearner(t.app);
    const b = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, b));
    const other = await sandboxPay(t.app, a, orderId, 'success');
    expect(other.statusCode).toBe(403);
    expect(json(other).error).toBe('You can only pay for your own order.');
    expect((await sandboxPay(t.app, a, 'order_sandbox_missing', 'success')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: a.auth,
      payload: { orderId, outcome: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error).toBe("outcome must be 'success' or 'failure'.");
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: { orderId, outcome: 'success' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
