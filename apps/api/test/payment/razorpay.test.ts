import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../src/modules/payment/create-provider';
import { PaymentReconciler, reconcileOpenOrders } from '../../src/modules/payment/reconcile';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { startFakeRazorpay, type FakeRazorpay } from '../fakes/razorpay-server';
import { checkout, ledger, subscriptionStatus, verify } from './helpers';

let t: TestApp;
let razorpay: FakeRazorpay;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  t = await createTestApp({
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_BASE_URL: razorpay.url,
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

const reconcileNow = () =>
  reconcileOpenOrders(
    {
      db: t.database.db,
      provider: createPaymentProvider(t.config),
      log: t.app.log,
      lifetimeSlots: t.config.LIFETIME_SLOTS,
    },
    { minAgeMs: 0 },
  );

describe('Razorpay Orders API (against a local fake Razorpay)', () => {
  it('creates the order with Basic auth and the server-fixed amount, receipt and notes', async () => {
    const learner = await createLearner(t.app);
    const before = razorpay.requests.length;
    const response = await checkout(t.app, learner);
    expect(response.statusCode).toBe(200);
    const body = json<{ orderId: string }>(response);
    expect(body).toEqual({
      orderId: expect.stringMatching(/^order_\w{14}$/),
      amount: 49_900,
      currency: 'INR',
      provider: 'razorpay',
      keyId: razorpay.keyId,
    });

    const sent = razorpay.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/orders');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      amount: 49_900,
      currency: 'INR',
      receipt: expect.stringMatching(/^pw_\w+$/),
      notes: { user_id: learner.userId, product: 'lifetime' },
    });
    const stored = razorpay.orders.get(body.orderId);
    expect(stored?.receipt).toBe((request?.body as { receipt: string }).receipt);
    // The key secret never reaches the browser.
    expect(response.body).not.toContain(razorpay.keySecret);
  });

  it('verifies the signature Razorpay checkout returns and unlocks premium', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const { checkout: fields } = razorpay.pay(orderId);
    const response = await verify(t.app, learner, fields);
    expect(response.statusCode).toBe(200);
    expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: true });
  });

  it('rejects a signature made with the wrong secret', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const { checkout: fields } = razorpay.pay(orderId);
    const forged = createHmac('sha256', 'not-the-secret')
      .update(`${orderId}|${fields.razorpay_payment_id}`)
      .digest('hex');
    const response = await verify(t.app, learner, { ...fields, razorpay_signature: forged });
    expect(response.statusCode).toBe(400);
    expect((await ledger(t.database.db, learner.userId)).entitlements).toHaveLength(0);
  });

  it('verify asks Razorpay for the payment and refuses a signed payment that is not captured', async () => {
    for (const status of ['failed', 'created'] as const) {
      const learner = await createLearner(t.app);
      const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
      const { checkout: fields } = razorpay.pay(orderId, { status });
      const before = razorpay.requests.length;
      const response = await verify(t.app, learner, fields);
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toMatch(/^Payment verification failed: Razorpay reports this payment as /);
      expect(razorpay.requests.slice(before)).toMatchObject([
        { method: 'GET', path: `/v1/payments/${fields.razorpay_payment_id}` },
      ]);
      expect((await ledger(t.database.db, learner.userId)).entitlements).toHaveLength(0);
    }
  });

  it('verify captures an authorised payment (POST /v1/payments/{id}/capture) before granting', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const { payment, checkout: fields } = razorpay.pay(orderId, { status: 'authorized' });
    const before = razorpay.requests.length;
    expect((await verify(t.app, learner, fields)).statusCode).toBe(200);
    expect(razorpay.requests.slice(before)).toMatchObject([
      { method: 'GET', path: `/v1/payments/${payment.id}` },
      { method: 'POST', path: `/v1/payments/${payment.id}/capture`, body: { amount: 49_900, currency: 'INR' } },
    ]);
    expect(payment.status).toBe('captured');
    expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: true });
  });

  it('verify answers 502 and grants nothing when Razorpay cannot confirm the payment', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const { checkout: fields } = razorpay.pay(orderId);
    razorpay.failNext();
    expect((await verify(t.app, learner, fields)).statusCode).toBe(502);
    expect((await ledger(t.database.db, learner.userId)).entitlements).toHaveLength(0);
    expect((await verify(t.app, learner, fields)).statusCode).toBe(200);
  });

  it('answers 502 with a clear message when Razorpay is down, and stores no order', async () => {
    const learner = await createLearner(t.app);
    razorpay.failNext();
    const response = await checkout(t.app, learner);
    expect(response.statusCode).toBe(502);
    expect(json(response).error).toBe(
      'Failed to create Razorpay session: the payment provider did not answer. Please try again in a moment.',
    );
    expect((await ledger(t.database.db, learner.userId)).orders).toHaveLength(0);
    expect((await checkout(t.app, learner)).statusCode).toBe(200);
  });

  it('has no TEST MODE checkout when Razorpay is the provider', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: learner.auth,
      payload: { orderId, outcome: 'success' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('reconciliation', () => {
  it('unlocks premium for a paid order whose verify call never came, via GET /v1/orders/{id}/payments', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    razorpay.pay(orderId, { status: 'failed' });
    const { payment } = razorpay.pay(orderId, { method: 'card' });
    const before = razorpay.requests.length;

    const result = await reconcileNow();
    expect(result.paid).toBeGreaterThanOrEqual(1);
    const asked = razorpay.requests.slice(before).find((request) => request.path.includes(orderId));
    expect(asked).toMatchObject({ method: 'GET', path: `/v1/orders/${orderId}/payments` });
    expect(asked?.headers.authorization).toMatch(/^Basic /);

    expect(json(await subscriptionStatus(t.app, learner))).toEqual({ isActive: true });
    const book = await ledger(t.database.db, learner.userId);
    expect(book.entitlements).toHaveLength(1);
    expect(book.orders).toMatchObject([{ id: orderId, status: 'paid' }]);
    expect(book.payments.find((row) => row.id === payment.id)).toMatchObject({
      status: 'captured',
      method: 'card',
      source: 'reconcile',
    });
    expect(book.payments.filter((row) => row.status === 'failed')).toHaveLength(1);

    // A late verify for the same payment is still answered with success and changes nothing.
    const fields = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: createHmac('sha256', razorpay.keySecret)
        .update(`${orderId}|${payment.id}`)
        .digest('hex'),
    };
    expect((await verify(t.app, learner, fields)).statusCode).toBe(200);
    const after = await ledger(t.database.db, learner.userId);
    expect(after.entitlements).toHaveLength(1);
    expect(after.payments).toHaveLength(2);
  });

  it('leaves unpaid and merely authorised orders open, and does not unlock an underpayment', async () => {
    const unpaid = await createLearner(t.app);
    const authorised = await createLearner(t.app);
    const under = await createLearner(t.app);
    const unpaidOrder = json<{ orderId: string }>(await checkout(t.app, unpaid)).orderId;
    const authorisedOrder = json<{ orderId: string }>(await checkout(t.app, authorised)).orderId;
    const underOrder = json<{ orderId: string }>(await checkout(t.app, under)).orderId;
    razorpay.pay(authorisedOrder, { status: 'authorized' });
    razorpay.pay(underOrder, { amount: 100 });

    await reconcileNow();
    for (const [learner, orderId] of [
      [unpaid, unpaidOrder],
      [authorised, authorisedOrder],
      [under, underOrder],
    ] as const) {
      const book = await ledger(t.database.db, learner.userId);
      expect(book.entitlements).toHaveLength(0);
      expect(book.orders).toMatchObject([{ id: orderId, status: 'created' }]);
    }
    // An order is asked about at most once per recheck interval.
    const before = razorpay.requests.length;
    await reconcileNow();
    expect(
      razorpay.requests.slice(before).filter((request) => request.path.includes(unpaidOrder)),
    ).toHaveLength(0);
  });

  it('skips an order when Razorpay fails and checks the rest', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    razorpay.pay(orderId);
    razorpay.failNext(50);
    const failed = await reconcileNow();
    expect(failed.paid).toBe(0);
    expect((await ledger(t.database.db, learner.userId)).entitlements).toHaveLength(0);
    razorpay.failNext(0);
    // Once the recheck interval passes it is asked again and unlocked.
    await reconcileOpenOrders(
      { db: t.database.db, provider: createPaymentProvider(t.config), log: t.app.log, lifetimeSlots: 100 },
      { minAgeMs: 0, now: new Date(Date.now() + 11 * 60_000) },
    );
    expect((await ledger(t.database.db, learner.userId)).entitlements).toHaveLength(1);
  });

  it('runs on a timer (as started with the background workers) until stopped', async () => {
    const learner = await createLearner(t.app);
    const { orderId } = json<{ orderId: string }>(await checkout(t.app, learner));
    razorpay.pay(orderId);
    const reconciler = new PaymentReconciler(
      { db: t.database.db, provider: createPaymentProvider(t.config), log: t.app.log, lifetimeSlots: 100 },
      { minAgeMs: 0 },
    );
    reconciler.start(20);
    try {
      await expect
        .poll(async () => (await ledger(t.database.db, learner.userId)).entitlements.length, {
          timeout: 5000,
        })
        .toBe(1);
    } finally {
      await reconciler.stop();
    }
  });
});
