import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { checkout, ledger, sandboxPay, subscriptionStatus, verify, type CheckoutFields } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LIFETIME_SLOTS: '2' });
});
afterAll(async () => t.close());

const slots = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/payment/lifetime-slots' });
  expect(response.statusCode).toBe(200);
  return json<{ total: number; sold: number; left: number }>(response);
};

const openOrder = async (learner: Learner) =>
  json<{ orderId: string }>(await checkout(t.app, learner)).orderId;
const payAndVerify = async (learner: Learner, orderId: string) => {
  const fields = json<CheckoutFields>(await sandboxPay(t.app, learner, orderId, 'success'));
  return verify(t.app, learner, fields);
};

describe('GET /api/payment/subscription/status/:userId', () => {
  it('is false before paying and true once premium is held', async () => {
    const learner = await createLearner(t.app);
    const before = await subscriptionStatus(t.app, learner);
    expect(before.statusCode).toBe(200);
    expect(json(before)).toEqual({ isActive: false });
    expect((await payAndVerify(learner, await openOrder(learner))).statusCode).toBe(200);
    expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: true });
  });

  it("refuses another learner's id with 403, a malformed id with 400 and no token with 401", async () => {
    const a = await createLearner(t.app);
    const b = await createLearner(t.app);
    const other = await subscriptionStatus(t.app, a, b.userId);
    expect(other.statusCode).toBe(403);
    expect(json(other).error).toBe('You can only access your own account.');
    const malformed = await subscriptionStatus(t.app, a, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).error).toBe('userId must be a valid id.');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/payment/subscription/status/${a.userId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('lifetime slots (LIFETIME_SLOTS=2)', () => {
  it('counts real sales publicly, refuses new checkouts when sold out, and still honours a payment already taken', async () => {
    const early = await createLearner(t.app);
    const earlyOrder = await openOrder(early); // opened while a slot was left
    expect((await slots()).left).toBeGreaterThan(0);
    while ((await slots()).left > 0) {
      const buyer = await createLearner(t.app);
      expect((await payAndVerify(buyer, await openOrder(buyer))).statusCode).toBe(200);
    }
    expect(await slots()).toEqual({ total: 2, sold: 2, left: 0 });

    const late = await createLearner(t.app);
    const refused = await checkout(t.app, late);
    expect(refused.statusCode).toBe(410);
    expect(json(refused).error).toBe('All lifetime access slots have been sold. Please check back later.');
    expect((await ledger(t.database.db, late.userId)).orders).toHaveLength(0);

    // The learner who opened checkout before the sell-out can still pay; money taken is never refused.
    expect(json(await checkout(t.app, early)).orderId).toBe(earlyOrder);
    const honoured = await payAndVerify(early, earlyOrder);
    expect(honoured.statusCode).toBe(200);
    expect(json(await subscriptionStatus(t.app, early))).toEqual({ isActive: true });
    expect(await slots()).toEqual({ total: 2, sold: 3, left: 0 });
  });
});

describe('webhook without RAZORPAY_WEBHOOK_SECRET', () => {
  it('answers 503 naming the missing setting, so Razorpay retries once it is configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: '{"event":"payment.captured"}',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
    });
    expect(response.statusCode).toBe(503);
    expect(json(response).error).toBe('Webhooks are not configured: RAZORPAY_WEBHOOK_SECRET is not set.');
  });
});

describe('OpenAPI', () => {
  it('documents every payment route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(response).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/payment/subscription/status/{userId}',
        '/api/payment/lifetime-slots',
        '/api/payment/create-checkout-session',
        '/api/payment/verify-payment',
        '/api/payment/sandbox/pay',
        '/api/payment/webhook',
      ]),
    );
  });
});
