import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { startFakeRazorpay, type FakeRazorpay } from '../fakes/razorpay-server';
import { SHORT_PAYMENT_MESSAGE } from '../../src/modules/payment/verify';
import { checkout, ledger, subscriptionStatus, verify } from './helpers';

const WEBHOOK_SECRET = 'whsec_test_refunds_0123';
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

const deliver = async (delivery: { payload: string; headers: Record<string, string> }) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload: delivery.payload,
    headers: delivery.headers,
  });
  expect(response.statusCode).toBe(200);
  return json<{ status: string }>(response).status;
};

/** A learner who bought premium through checkout and verify. */
async function premiumLearner() {
  const learner = await createLearner(t.app);
  const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
  const { payment, checkout: fields } = razorpay.pay(orderId);
  expect((await verify(t.app, learner, fields)).statusCode).toBe(200);
  expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: true });
  return { learner, orderId, payment };
}

const isActive = async (learner: Awaited<ReturnType<typeof premiumLearner>>['learner']) =>
  json<{ isActive: boolean }>(await subscriptionStatus(t.app, learner)).isActive;

describe('refund and dispute webhooks', () => {
  it('refund.processed for the whole payment revokes premium and keeps the purchase on record', async () => {
    const { learner, orderId, payment } = await premiumLearner();
    razorpay.refund(payment.id);
    expect(await deliver(razorpay.webhook('refund.processed', payment, WEBHOOK_SECRET))).toBe('processed');

    expect(await isActive(learner)).toBe(false);
    const book = await ledger(t.database.db, learner.userId);
    expect(book.entitlements).toMatchObject([
      { orderId, revokedAt: expect.any(Date), revokedReason: 'refunded' },
    ]);
    expect(book.payments).toMatchObject([{ id: payment.id, status: 'refunded', amountRefunded: 49_900 }]);
    expect(book.orders).toMatchObject([{ id: orderId, status: 'paid' }]);
    // The tutor is closed again once the trial is over; checkout is open to buy again.
    expect((await checkout(t.app, learner)).statusCode).toBe(200);
  });

  it('payment.refunded alone revokes; a partial refund keeps premium; a late capture report does not restore it', async () => {
    const partial = await premiumLearner();
    razorpay.refund(partial.payment.id, 10_000);
    expect(await deliver(razorpay.webhook('refund.processed', partial.payment, WEBHOOK_SECRET))).toBe(
      'processed',
    );
    expect(await isActive(partial.learner)).toBe(true);
    expect((await ledger(t.database.db, partial.learner.userId)).payments).toMatchObject([
      { status: 'captured', amountRefunded: 10_000 },
    ]);

    const full = await premiumLearner();
    razorpay.refund(full.payment.id);
    expect(await deliver(razorpay.webhook('payment.refunded', full.payment, WEBHOOK_SECRET))).toBe(
      'processed',
    );
    expect(await isActive(full.learner)).toBe(false);
    // A stale payment.captured delivered after the refund (Razorpay does not order deliveries).
    const stale = { ...full.payment, status: 'captured' as const, amount_refunded: 0, refund_status: null };
    await deliver(razorpay.webhook('payment.captured', stale, WEBHOOK_SECRET));
    expect(await isActive(full.learner)).toBe(false);
  });

  it('a dispute suspends premium while open, gives it back when won, and revokes it when lost', async () => {
    const won = await premiumLearner();
    const opened = razorpay.dispute(won.payment.id, 'open');
    const created = razorpay.webhook('payment.dispute.created', won.payment, WEBHOOK_SECRET, {
      dispute: opened,
    });
    expect(await deliver(created)).toBe('processed');
    expect(await isActive(won.learner)).toBe(false);
    expect((await ledger(t.database.db, won.learner.userId)).entitlements).toMatchObject([
      { suspendedAt: expect.any(Date), revokedAt: null },
    ]);
    const wonEvent = razorpay.webhook('payment.dispute.won', won.payment, WEBHOOK_SECRET, {
      dispute: razorpay.dispute(won.payment.id, 'won', opened),
    });
    expect(await deliver(wonEvent)).toBe('processed');
    expect(await isActive(won.learner)).toBe(true);

    const lost = await premiumLearner();
    const lostOpen = razorpay.dispute(lost.payment.id, 'open');
    await deliver(
      razorpay.webhook('payment.dispute.created', lost.payment, WEBHOOK_SECRET, { dispute: lostOpen }),
    );
    await deliver(
      razorpay.webhook('payment.dispute.lost', lost.payment, WEBHOOK_SECRET, {
        dispute: razorpay.dispute(lost.payment.id, 'lost', lostOpen),
      }),
    );
    expect(await isActive(lost.learner)).toBe(false);
    const book = await ledger(t.database.db, lost.learner.userId);
    expect(book.entitlements).toMatchObject([{ revokedAt: expect.any(Date), revokedReason: 'dispute_lost' }]);
    expect(book.payments).toMatchObject([{ id: lost.payment.id, disputeStatus: 'lost' }]);
    // A later "closed" does not bring back what a lost dispute took.
    await deliver(
      razorpay.webhook('payment.dispute.closed', lost.payment, WEBHOOK_SECRET, {
        dispute: razorpay.dispute(lost.payment.id, 'closed', lostOpen),
      }),
    );
    expect(await isActive(lost.learner)).toBe(false);
  });

  it('a learner whose refunded purchase was revoked can buy again and gets premium back', async () => {
    const { learner, payment } = await premiumLearner();
    razorpay.refund(payment.id);
    await deliver(razorpay.webhook('refund.processed', payment, WEBHOOK_SECRET));
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const second = razorpay.pay(orderId);
    expect((await verify(t.app, learner, second.checkout)).statusCode).toBe(200);
    expect(await isActive(learner)).toBe(true);
    expect((await ledger(t.database.db, learner.userId)).entitlements).toMatchObject([
      { orderId, revokedAt: null, suspendedAt: null },
    ]);
  });

  it('dispute events in any order end in the right state: a won that arrives before its created keeps premium', async () => {
    const { learner, payment } = await premiumLearner();
    const opened = razorpay.dispute(payment.id, 'open');
    const won = razorpay.dispute(payment.id, 'won', opened);
    expect(
      await deliver(razorpay.webhook('payment.dispute.won', payment, WEBHOOK_SECRET, { dispute: won })),
    ).toBe('processed');
    await deliver(razorpay.webhook('payment.dispute.created', payment, WEBHOOK_SECRET, { dispute: opened }));
    await deliver(
      razorpay.webhook('payment.dispute.under_review', payment, WEBHOOK_SECRET, { dispute: opened }),
    );
    expect(await isActive(learner)).toBe(true);
    expect((await ledger(t.database.db, learner.userId)).payments).toMatchObject([{ disputeStatus: 'won' }]);
  });

  it('a learner who pays again while a dispute is open gets premium from the new payment, whatever the dispute does', async () => {
    const { learner, payment } = await premiumLearner();
    const opened = razorpay.dispute(payment.id, 'open');
    await deliver(razorpay.webhook('payment.dispute.created', payment, WEBHOOK_SECRET, { dispute: opened }));
    expect(await isActive(learner)).toBe(false);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const second = razorpay.pay(orderId);
    const verified = await verify(t.app, learner, second.checkout);
    expect(json(verified)).toMatchObject({ message: 'Payment Successful!' });
    expect(await isActive(learner)).toBe(true);
    // The bank's verdict on the first payment touches only the first order.
    await deliver(
      razorpay.webhook('payment.dispute.lost', payment, WEBHOOK_SECRET, {
        dispute: razorpay.dispute(payment.id, 'lost', opened),
      }),
    );
    expect(await isActive(learner)).toBe(true);
    expect((await ledger(t.database.db, learner.userId)).entitlements).toMatchObject([
      { orderId, revokedAt: null, suspendedAt: null },
    ]);
  });

  it('a captured payment short of the price is recorded, answers 400 and unlocks nothing', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const short = razorpay.pay(orderId, { amount: 100 });
    const verified = await verify(t.app, learner, short.checkout);
    expect(verified.statusCode).toBe(400);
    expect(json(verified).error).toBe(SHORT_PAYMENT_MESSAGE);
    expect(await isActive(learner)).toBe(false);
    expect((await ledger(t.database.db, learner.userId)).payments).toMatchObject([
      { id: short.payment.id, amount: 100, status: 'captured' },
    ]);
  });
});
