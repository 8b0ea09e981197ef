import { operations } from '@pathwise/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RazorpayOptions } from '../utils/razorpay-checkout';
import { defaultConfig, json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

const SUBSCRIBE = 'Get lifetime access for ₹499';
const ORDER_ID = 'order_Rzp123456789';
const SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * Razorpay's checkout.js is the third party here; it is replaced at its boundary (window.Razorpay,
 * what the script defines) by a fake that records the options and lets the test play the learner.
 */
interface FakeCheckout {
  options: RazorpayOptions;
  failed: ((response: { error?: { description?: string } }) => void) | null;
  opened: boolean;
}
let checkouts: FakeCheckout[] = [];

function installFakeRazorpay() {
  checkouts = [];
  window.Razorpay = class {
    private readonly record: FakeCheckout;
    constructor(options: RazorpayOptions) {
      this.record = { options, failed: null, opened: false };
      checkouts.push(this.record);
    }
    on(_event: 'payment.failed', callback: FakeCheckout['failed']) {
      this.record.failed = callback;
    }
    open() {
      this.record.opened = true;
    }
  };
}

afterEach(() => {
  delete window.Razorpay;
  document.querySelectorAll(`script[src="${SRC}"]`).forEach((script) => {
    script.remove();
  });
});

function razorpayLearner(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...on(operations.system.config, {
      ...defaultConfig,
      paymentProvider: 'razorpay',
      razorpayKeyId: 'rzp_test_key',
    }),
    [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: false },
    ...on(operations.payment.lifetimeSlots, { total: 7, sold: 0, left: 7 }),
    ...on(operations.payment.createCheckout, {
      orderId: ORDER_ID,
      amount: 49_900,
      currency: 'INR',
      provider: 'razorpay',
      keyId: 'rzp_test_key',
    }),
    ...on(operations.auth.me, {
      id: TEST_USER_ID,
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone_no: '+919876543210',
      timeZone: 'Asia/Kolkata',
    }),
    ...routes,
  });
}

async function subscribe() {
  const app = renderApp('/payment', { loggedIn: true });
  await app.user.click(await screen.findByRole('button', { name: SUBSCRIBE }));
  await waitFor(() => {
    expect(checkouts[0]?.opened).toBe(true);
  });
  return { app, checkout: checkouts[0]! };
}

describe('/payment with Razorpay', () => {
  it('opens Razorpay Checkout for the order, prefilled, and verifies what its handler returns', async () => {
    installFakeRazorpay();
    const api = razorpayLearner({
      ...on(operations.payment.verifyPayment, {
        message: 'Payment Successful!',
        orderId: ORDER_ID,
        paymentId: 'pay_Rzp987',
        amount: 49_900,
        currency: 'INR',
        paidAt: '2025-03-17T10:30:00.000Z',
      }),
      ...on(operations.payment.receipt, {
        orderId: ORDER_ID,
        paymentId: 'pay_Rzp987',
        amount: 49_900,
        currency: 'INR',
        paidAt: '2025-03-17T10:30:00.000Z',
      }),
    });
    const { app, checkout } = await subscribe();
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_key',
      order_id: ORDER_ID,
      amount: 49_900,
      currency: 'INR',
      name: 'Pathwise',
      description: 'Premium Plan — lifetime access',
      prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '+919876543210' },
    });

    checkout.options.handler({
      razorpay_payment_id: 'pay_Rzp987',
      razorpay_order_id: ORDER_ID,
      razorpay_signature: 'f'.repeat(64),
    });
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    await waitFor(() => {
      expect(app.pathname()).toBe('/payment-success');
    });
    expect(api.callsTo('POST', '/api/payment/verify-payment')[0]?.body).toEqual({
      razorpay_payment_id: 'pay_Rzp987',
      razorpay_order_id: ORDER_ID,
      razorpay_signature: 'f'.repeat(64),
      userId: TEST_USER_ID,
    });
  });

  it('dismissing the modal shows the pending toast and frees Subscribe', async () => {
    installFakeRazorpay();
    razorpayLearner();
    const { checkout } = await subscribe();
    expect(screen.getByRole('button', { name: /Starting checkout/ })).toBeDisabled();
    checkout.options.modal.ondismiss();
    expect(
      await screen.findByText('Payment is pending. Please complete the payment to proceed.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: SUBSCRIBE })).toBeEnabled();
  });

  it('the pending toast goes once the payment fails, and a failed checkout closed is not called pending', async () => {
    const PENDING = 'Payment is pending. Please complete the payment to proceed.';
    installFakeRazorpay();
    razorpayLearner();
    const { app, checkout } = await subscribe();
    checkout.options.modal.ondismiss();
    expect(await screen.findByText(PENDING)).toBeInTheDocument();

    // The next try fails: the pending toast no longer tells the truth and goes.
    await app.user.click(await screen.findByRole('button', { name: SUBSCRIBE }));
    await waitFor(() => {
      expect(checkouts[1]?.opened).toBe(true);
    });
    const retry = checkouts[1]!;
    retry.failed?.({ error: { description: 'Your card was declined by the bank.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment Verification Failed!');
    await waitFor(() => {
      expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
    });
    // Closing the failed checkout leaves the failure said, not "pending".
    retry.options.modal.ondismiss();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment Verification Failed!');
  });

  it("a payment.failed event shows 'Payment Verification Failed!' with Razorpay's reason", async () => {
    installFakeRazorpay();
    const api = razorpayLearner();
    const { checkout } = await subscribe();
    checkout.failed?.({ error: { description: 'Your card was declined by the bank.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment Verification Failed!Your card was declined by the bank.',
    );
    expect(api.callsTo('POST', '/api/payment/verify-payment')).toHaveLength(0);
  });

  it("loads checkout.js when it isn't there, and says 'Failed to start payment process!' if it can't", async () => {
    razorpayLearner();
    const app = renderApp('/payment', { loggedIn: true });
    await app.user.click(await screen.findByRole('button', { name: SUBSCRIBE }));
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${SRC}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start payment process!');
    expect(screen.getByRole('button', { name: SUBSCRIBE })).toBeEnabled();
  });

  it("verify failing after Razorpay's handler shows 'Payment Verification Failed!'", async () => {
    installFakeRazorpay();
    razorpayLearner({
      ...on(operations.payment.verifyPayment, json({ error: 'Internal Server Error' }, 500)),
    });
    const { app, checkout } = await subscribe();
    checkout.options.handler({
      razorpay_payment_id: 'p',
      razorpay_order_id: ORDER_ID,
      razorpay_signature: 's',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment Verification Failed!');
    expect(app.pathname()).toBe('/payment');
  });
});
