import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp, json, type Learner, type TestApp } from '../helpers/app';
import { checkout, sandboxPay, verify, type CheckoutFields } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const receipt = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/payment/receipt', headers });

const openOrder = async (learner: Learner) =>
  json<{ orderId: string }>(await checkout(t.app, learner)).orderId;

describe('GET /api/payment/receipt', () => {
  it("answers the token's learner's paid payment: the order's amount, the order and payment ids, when it was paid", async () => {
    const learner = await createLearner(t.app);
    const orderId = await openOrder(learner);
    // A failed attempt first: the receipt names the payment that succeeded, not this one.
    const failed = json<{ error: { metadata: { payment_id: string } } }>(
      await sandboxPay(t.app, learner, orderId, 'failure'),
    );
    const fields = json<CheckoutFields>(await sandboxPay(t.app, learner, orderId, 'success'));
    const verified = json<{ paidAt: string }>(await verify(t.app, learner, fields));

    const response = await receipt(learner.auth);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      orderId,
      paymentId: fields.razorpay_payment_id,
      amount: 49_900,
      currency: 'INR',
      paidAt: verified.paidAt,
    });
    expect(json(response).paymentId).not.toBe(failed.error.metadata.payment_id);
  });

  it('is 404 with a clear message before paying, and after a failed payment alone', async () => {
    const learner = await createLearner(t.app);
    const none = await receipt(learner.auth);
    expect(none.statusCode).toBe(404);
    expect(json(none)).toEqual({ error: 'No completed payment was found for your account.' });

    await sandboxPay(t.app, learner, await openOrder(learner), 'failure');
    expect((await receipt(learner.auth)).statusCode).toBe(404);
  });

  it("never shows another learner's payment", async () => {
    const payer = await createLearner(t.app);
    const orderId = await openOrder(payer);
    await verify(t.app, payer, json<CheckoutFields>(await sandboxPay(t.app, payer, orderId, 'success')));
    const other = await createLearner(t.app);
    expect((await receipt(other.auth)).statusCode).toBe(404);
    expect(json(await receipt(payer.auth)).orderId).toBe(orderId);
  });

  it('needs a valid token', async () => {
    expect((await receipt({})).statusCode).toBe(401);
    expect((await receipt({ authorization: 'Bearer forged.token.value' })).statusCode).toBe(401);
  });
});
