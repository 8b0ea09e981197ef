import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../src/db/schema';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { startFakeRazorpay, type FakeRazorpay } from '../fakes/razorpay-server';
import { checkout, ledger, subscriptionStatus, verify } from './helpers';

const WEBHOOK_SECRET = 'whsec_test_0123456789';
let t: TestApp;
let razorpay: FakeRazorpay;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  t = await createTestApp({
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_BASE_URL: razorpay.url,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload: delivery.payload,
    headers: delivery.headers,
  });

async function paidOrder(options: Parameters<FakeRazorpay['pay']>[1] = {}) {
  const learner = await createLearner(t.app);
  const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
  const paid = razorpay.pay(orderId, options);
  return { learner, orderId, ...paid };
}

const eventRow = async (eventId: string) =>
  (await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId)))[0];

describe('POST /api/payment/webhook', () => {
  it('unlocks premium on payment.captured, verifying the raw bytes Razorpay sent', async () => {
    const { learner, orderId, payment } = await paidOrder();
    const response = await deliver(
      razorpay.webhook('payment.captured', payment, WEBHOOK_SECRET, { spacing: 2 }),
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'processed' });
    expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: true });
    const book = await ledger(t.database.db, learner.userId);
    expect(book.orders).toMatchObject([{ id: orderId, status: 'paid' }]);
    expect(book.payments).toMatchObject([
      { id: payment.id, status: 'captured', method: 'upi', source: 'webhook' },
    ]);
  });

  it('unlocks premium on order.paid', async () => {
    const { learner, payment } = await paidOrder();
    expect(json(await deliver(razorpay.webhook('order.paid', payment, WEBHOOK_SECRET)))).toEqual({
      status: 'processed',
    });
    expect((await ledger(t.database.db, learner.userId)).entitlements).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { learner, orderId, payment } = await paidOrder();
    const good = razorpay.webhook('payment.captured', payment, WEBHOOK_SECRET, { spacing: 2 });
    const cases = [
      { ...good, headers: { ...good.headers, 'x-razorpay-signature': 'f'.repeat(64) } },
      { ...good, headers: { ...good.headers, 'x-razorpay-signature': '' } },
      {
        ...good,
        headers: Object.fromEntries(
          Object.entries(good.headers).filter(([name]) => name !== 'x-razorpay-signature'),
        ),
      },
      razorpay.webhook('payment.captured', payment, 'another-secret'),
      // Same event, re-serialised: the JSON is equal but the bytes are not, so the signature fails.
      { ...good, payload: JSON.stringify(JSON.parse(good.payload)) },
    ];
    for (const delivery of cases) {
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe('Invalid webhook signature.');
    }
    const book = await ledger(t.database.db, learner.userId);
    expect(book.entitlements).toHaveLength(0);
    expect(book.payments).toHaveLength(0);
    expect(book.orders).toMatchObject([{ id: orderId, status: 'created' }]);
    expect(await eventRow(good.headers['x-razorpay-event-id'] ?? '')).toBeUndefined();
  });

  it('drops a redelivery with the same event id', async () => {
    const { learner, payment } = await paidOrder();
    const delivery = razorpay.webhook('payment.captured', payment, WEBHOOK_SECRET);
    expect(json(await deliver(delivery))).toEqual({ status: 'processed' });
    const again = await deliver(delivery);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ status: 'duplicate' });
    expect(await eventRow(delivery.headers['x-razorpay-event-id'] ?? '')).toMatchObject({
      type: 'payment.captured',
    });
    const book = await ledger(t.database.db, learner.userId);
    expect(book.entitlements).toHaveLength(1);
    expect(book.payments).toHaveLength(1);
  });

  it('verify + payment.captured + order.paid, in any order and at once, make one entitlement and one payment', async () => {
    for (const verifyFirst of [true, false]) {
      const { learner, payment, checkout: fields } = await paidOrder();
      const webhooks = [
        razorpay.webhook('payment.captured', payment, WEBHOOK_SECRET),
        razorpay.webhook('order.paid', payment, WEBHOOK_SECRET),
      ];
      if (verifyFirst) expect((await verify(t.app, learner, fields)).statusCode).toBe(200);
      const responses = await Promise.all([...webhooks.map(deliver), verify(t.app, learner, fields)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const book = await ledger(t.database.db, learner.userId);
      expect(book.entitlements).toHaveLength(1);
      expect(book.payments).toHaveLength(1);
      expect(book.payments[0]?.status).toBe('captured');
    }
  });

  it('records payment.failed, and never moves a paid order back or a captured payment to failed', async () => {
    const { learner, orderId, payment: failed } = await paidOrder({ status: 'failed' });
    expect(json(await deliver(razorpay.webhook('payment.failed', failed, WEBHOOK_SECRET)))).toEqual({
      status: 'processed',
    });
    let book = await ledger(t.database.db, learner.userId);
    expect(book.orders).toMatchObject([{ id: orderId, status: 'attempted' }]);
    expect(book.payments).toMatchObject([
      {
        id: failed.id,
        status: 'failed',
        error: 'BAD_REQUEST_ERROR: Payment failed because the bank declined it.',
      },
    ]);
    expect(book.entitlements).toHaveLength(0);

    const { payment: captured } = razorpay.pay(orderId);
    await deliver(razorpay.webhook('payment.captured', captured, WEBHOOK_SECRET));
    // A late failure report for the captured payment, and another failed attempt, after the order was paid.
    await deliver(razorpay.webhook('payment.failed', { ...captured, status: 'failed' }, WEBHOOK_SECRET));
    const { payment: lateFailure } = razorpay.pay(orderId, { status: 'failed' });
    await deliver(razorpay.webhook('payment.failed', lateFailure, WEBHOOK_SECRET));

    book = await ledger(t.database.db, learner.userId);
    expect(book.orders).toMatchObject([{ id: orderId, status: 'paid' }]);
    expect(book.payments.find((row) => row.id === captured.id)?.status).toBe('captured');
    expect(book.entitlements).toHaveLength(1);
  });

  it('does not unlock premium for an underpayment, but keeps its record', async () => {
    const { learner, orderId, payment } = await paidOrder({ amount: 100 });
    expect((await deliver(razorpay.webhook('payment.captured', payment, WEBHOOK_SECRET))).statusCode).toBe(
      200,
    );
    const book = await ledger(t.database.db, learner.userId);
    expect(book.entitlements).toHaveLength(0);
    expect(book.orders).toMatchObject([{ id: orderId, status: 'created' }]);
    expect(book.payments).toMatchObject([{ id: payment.id, amount: 100 }]);
  });

  it('acknowledges events it does not act on', async () => {
    const { learner, payment } = await paidOrder({ status: 'authorized' });
    expect(json(await deliver(razorpay.webhook('payment.authorized', payment, WEBHOOK_SECRET)))).toEqual({
      status: 'ignored',
    });
    const foreign = { ...payment, id: 'pay_ForeignApp0001', order_id: 'order_NotFromThisApp' };
    expect(json(await deliver(razorpay.webhook('payment.captured', foreign, WEBHOOK_SECRET)))).toEqual({
      status: 'ignored',
    });
    expect((await ledger(t.database.db, learner.userId)).entitlements).toHaveLength(0);
  });

  it('refuses a correctly signed body that is not a Razorpay event with 400', async () => {
    const { createHmac } = await import('node:crypto');
    for (const payload of ['not json', '{"hello":"world"}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex'),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe('The webhook body is not a Razorpay event.');
    }
  });
});
