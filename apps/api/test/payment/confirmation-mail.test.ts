import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailRow } from '../../src/db/schema';
import { startFakeRazorpay, type FakeRazorpay } from '../fakes/razorpay-server';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { mailsTo } from '../helpers/outbox';
import { checkout, verify } from './helpers';

const WEBHOOK_SECRET = 'whsec_test_confirmation';
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
  const learner = await createLearner(t.app, { name: 'Asha Payer', timeZone: 'Asia/Kolkata' });
  const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
  return { learner, orderId, ...razorpay.pay(orderId, options) };
}

const confirmations = async (to: string) =>
  (await mailsTo(t.database.db, to)).filter((mail: MailRow) =>
    mail.subject.startsWith('Payment confirmation'),
  );

describe('payment confirmation mail', () => {
  it('is queued once when verify grants premium: amount, order and payment ids, date, receipt link', async () => {
    const { learner, orderId, payment, checkout: fields } = await paidOrder();
    const verified = await verify(t.app, learner, fields);
    expect(verified.statusCode).toBe(200);
    const mails = await confirmations(learner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Payment confirmation: ₹499.00 for Pathwise Premium');
    expect(mail?.text).toContain('Hi Asha Payer,');
    expect(mail?.text).toContain('Amount paid: ₹499.00');
    expect(mail?.text).toContain(`Order ID: ${orderId}`);
    expect(mail?.text).toContain(`Payment ID: ${payment.id}`);
    // The date as the learner's own zone reads it (the payment was just made).
    const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(
      new Date(json<{ paidAt: string }>(verified).paidAt),
    );
    expect(mail?.text).toContain(`Date: ${today}`);
    expect(mail?.text).toContain('Your receipt: https://learn.example.test/payment-success');
    expect(mail?.html).toContain('href="https://learn.example.test/payment-success"');
    expect(mail?.html).toContain(orderId);

    // Verifying again (a reload of the success page) sends nothing more.
    expect((await verify(t.app, learner, fields)).statusCode).toBe(200);
    expect(await confirmations(learner.email)).toHaveLength(1);
  });

  it('is queued once when the webhook alone grants premium (the browser never verified)', async () => {
    const { learner, payment } = await paidOrder();
    await deliver(razorpay.webhook('payment.captured', payment, WEBHOOK_SECRET));
    await deliver(razorpay.webhook('order.paid', payment, WEBHOOK_SECRET));
    const mails = await confirmations(learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Payment ID: ${payment.id}`);
  });

  it('is one mail when verify, payment.captured and order.paid all arrive at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { learner, payment, checkout: fields } = await paidOrder();
      const responses = await Promise.all([
        deliver(razorpay.webhook('payment.captured', payment, WEBHOOK_SECRET)),
        verify(t.app, learner, fields),
        deliver(razorpay.webhook('order.paid', payment, WEBHOOK_SECRET)),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(await confirmations(learner.email)).toHaveLength(1);
    }
  });

  it('is not sent for an underpayment or a failed payment', async () => {
    const under = await paidOrder({ amount: 100 });
    await deliver(razorpay.webhook('payment.captured', under.payment, WEBHOOK_SECRET));
    const failed = await paidOrder({ status: 'failed' });
    await deliver(razorpay.webhook('payment.failed', failed.payment, WEBHOOK_SECRET));
    expect(await confirmations(under.learner.email)).toHaveLength(0);
    expect(await confirmations(failed.learner.email)).toHaveLength(0);
  });
});
