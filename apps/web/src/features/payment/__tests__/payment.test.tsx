import { operations } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

const STATUS = `GET /api/payment/subscription/status/${TEST_USER_ID}`;
const CREATE = 'POST /api/payment/create-checkout-session';
const VERIFY = 'POST /api/payment/verify-payment';
const SANDBOX_PAY = 'POST /api/payment/sandbox/pay';
const ORDER_ID = 'order_sandbox_abc123';
const SUBSCRIBE = 'Get lifetime access for ₹499';

const sandboxOrder = { orderId: ORDER_ID, amount: 49_900, currency: 'INR', provider: 'sandbox', keyId: null };
const paidFields = {
  outcome: 'success',
  razorpay_payment_id: 'pay_sandbox_xyz789',
  razorpay_order_id: ORDER_ID,
  razorpay_signature: 'a'.repeat(64),
};
const verified = {
  message: 'Payment Successful!',
  orderId: ORDER_ID,
  paymentId: 'pay_sandbox_xyz789',
  amount: 49_900,
  currency: 'INR',
  paidAt: '2025-03-17T10:30:00.000Z',
};
const receipt = {
  orderId: ORDER_ID,
  paymentId: 'pay_sandbox_xyz789',
  amount: 49_900,
  currency: 'INR',
  paidAt: verified.paidAt,
};

/** A learner without premium on /payment, sandbox provider. */
function notPremium(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [STATUS]: { isActive: false },
    ...on(operations.payment.lifetimeSlots, { total: 7, sold: 2, left: 5 }),
    [CREATE]: sandboxOrder,
    ...routes,
  });
}

async function openSandboxCheckout(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: SUBSCRIBE }));
  return screen.findByRole('dialog', { name: /Pathwise checkout/ });
}

describe('/payment', () => {
  it('shows the title and a loading state while the subscription status is checked', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ [STATUS]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/payment', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unlock Premium Learning' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Checking subscription...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SUBSCRIBE })).not.toBeInTheDocument();
    // The title is set in an effect after the screen renders.
    await waitFor(() => {
      expect(document.title).toMatch(/^Unlock Premium Learning/);
    });

    answer(json({ isActive: false }));
    expect(await screen.findByRole('button', { name: SUBSCRIBE })).toBeEnabled();
    expect(screen.queryByText('Checking subscription...')).not.toBeInTheDocument();
  });

  it('lists what premium unlocks and the real lifetime slots left', async () => {
    notPremium();
    renderApp('/payment', { loggedIn: true });
    await screen.findByRole('button', { name: SUBSCRIBE });
    expect(screen.getByRole('heading', { name: 'What Premium unlocks' })).toBeInTheDocument();
    for (const feature of ['Lifetime access', 'Your personal AI tutor', 'Cross-questioning', 'Certificates'])
      expect(screen.getByText(feature)).toBeInTheDocument();
    expect(await screen.findByText('Only 5 of 7 lifetime access slots left')).toBeInTheDocument();
  });

  it('before any sale, says how many slots there are instead of "Only 100 of 100 left"', async () => {
    notPremium({ ...on(operations.payment.lifetimeSlots, { total: 100, sold: 0, left: 100 }) });
    renderApp('/payment', { loggedIn: true });
    expect(await screen.findByTestId('lifetime-slots')).toHaveTextContent(
      '100 lifetime access slots at this price',
    );
    expect(screen.queryByText(/Only 100 of 100/)).not.toBeInTheDocument();
  });

  it('hides the slots line when its call fails', async () => {
    let failed: (response: Response) => void = () => undefined;
    notPremium({
      ...on(operations.payment.lifetimeSlots, () => new Promise<Response>((resolve) => (failed = resolve))),
    });
    renderApp('/payment', { loggedIn: true });
    await screen.findByRole('button', { name: SUBSCRIBE });
    failed(json({ error: 'Database unavailable' }, 503));
    // The failure settles into nothing: no line, no error.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('lifetime-slots')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a premium learner so, with a way on to the tutor, and offers no Subscribe', async () => {
    const api = mockApi({ [STATUS]: { isActive: true } });
    renderApp('/payment', { loggedIn: true });
    expect(
      await screen.findByText("You're already a Premium member — lifetime access is unlocked."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my tutor' })).toHaveAttribute('href', '/Tutor');
    expect(screen.queryByRole('button', { name: SUBSCRIBE })).not.toBeInTheDocument();
    expect(
      api.callsTo('GET', `/api/payment/subscription/status/${TEST_USER_ID}`)[0]?.headers.get('Authorization'),
    ).toBe('Bearer test-token');
  });

  it("says 'Please log in first!' (toast and inline) with a link to /login when nobody is logged in", async () => {
    const api = mockApi();
    renderApp('/payment');
    await waitFor(() => {
      expect(screen.getAllByText('Please log in first!')).toHaveLength(2);
    });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: SUBSCRIBE })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/payment/subscription'))).toHaveLength(0);
  });

  it('sandbox: a TEST MODE checkout pays, verifies, says Payment Successful! and goes to the receipt', async () => {
    const api = notPremium({
      [SANDBOX_PAY]: paidFields,
      [VERIFY]: verified,
      ...on(operations.payment.receipt, receipt),
    });
    const app = renderApp('/payment', { loggedIn: true });
    const dialog = await openSandboxCheckout(app);
    expect(api.callsTo('POST', '/api/payment/create-checkout-session')[0]?.body).toEqual({
      userId: TEST_USER_ID,
    });
    expect(within(dialog).getByText('TEST MODE')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('No real money moves. This is a sandbox checkout.');
    expect(within(dialog).getByText('₹499.00')).toBeInTheDocument();
    expect(within(dialog).getByText(ORDER_ID)).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Pay ₹499' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    await waitFor(() => {
      expect(app.pathname()).toBe('/payment-success');
    });
    expect(api.callsTo('POST', '/api/payment/sandbox/pay')[0]?.body).toEqual({
      orderId: ORDER_ID,
      outcome: 'success',
    });
    expect(api.callsTo('POST', '/api/payment/verify-payment')[0]?.body).toEqual({
      razorpay_payment_id: 'pay_sandbox_xyz789',
      razorpay_order_id: ORDER_ID,
      razorpay_signature: 'a'.repeat(64),
      userId: TEST_USER_ID,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('pay_sandbox_xyz789')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Payment Verification Failed!' when verify refuses, and stays to let the learner retry", async () => {
    notPremium({
      [SANDBOX_PAY]: paidFields,
      [VERIFY]: json(
        { error: 'Payment verification failed: the payment signature does not match this order.' },
        400,
      ),
    });
    const app = renderApp('/payment', { loggedIn: true });
    const dialog = await openSandboxCheckout(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Pay ₹499' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment Verification Failed!');
    // Once, inline: no toast repeats it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Payment Verification Failed!')).toHaveLength(1);
    expect(
      screen.getAllByText('Payment verification failed: the payment signature does not match this order.')
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/payment');
    expect(screen.getByRole('button', { name: SUBSCRIBE })).toBeEnabled();
  });

  it("a failed TEST MODE payment shows 'Payment Verification Failed!' with the provider's reason, and never verifies", async () => {
    const api = notPremium({
      [SANDBOX_PAY]: {
        outcome: 'failure',
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed (sandbox test). No money was taken.',
          reason: 'payment_failed',
          metadata: { order_id: ORDER_ID, payment_id: 'pay_failed_1' },
        },
      },
    });
    const app = renderApp('/payment', { loggedIn: true });
    const dialog = await openSandboxCheckout(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment Verification Failed!Payment failed (sandbox test). No money was taken.',
    );
    expect(api.callsTo('POST', '/api/payment/sandbox/pay')[0]?.body).toEqual({
      orderId: ORDER_ID,
      outcome: 'failure',
    });
    expect(api.callsTo('POST', '/api/payment/verify-payment')).toHaveLength(0);
  });

  it("shows 'Failed to create Razorpay session!' when the order can't be created", async () => {
    notPremium({ [CREATE]: json({ error: 'Internal Server Error' }, 500) });
    const app = renderApp('/payment', { loggedIn: true });
    await app.user.click(await screen.findByRole('button', { name: SUBSCRIBE }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create Razorpay session!');
    // Once, inline: no toast repeats it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Failed to create Razorpay session!')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's own message when slots are sold out (410)", async () => {
    const message = 'All lifetime access slots have been sold. Please check back later.';
    notPremium({ [CREATE]: json({ error: message }, 410) });
    const app = renderApp('/payment', { loggedIn: true });
    await app.user.click(await screen.findByRole('button', { name: SUBSCRIBE }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('switches to the premium message when checkout answers 409 (paid in another tab)', async () => {
    let premium = false;
    notPremium({
      [STATUS]: () => json({ isActive: premium }),
      [CREATE]: () => {
        premium = true;
        return json(
          { error: 'You already have Premium with lifetime access. There is nothing more to pay.' },
          409,
        );
      },
    });
    const app = renderApp('/payment', { loggedIn: true });
    await app.user.click(await screen.findByRole('button', { name: SUBSCRIBE }));
    expect(
      await screen.findByText("You're already a Premium member — lifetime access is unlocked."),
    ).toBeInTheDocument();
  });

  it('closing the checkout without paying shows the pending toast and keeps Subscribe available', async () => {
    const api = notPremium();
    const app = renderApp('/payment', { loggedIn: true });
    let dialog = await openSandboxCheckout(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Payment is pending. Please complete the payment to proceed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openSandboxCheckout(app);
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBSCRIBE })).toBeEnabled();
    expect(api.callsTo('POST', '/api/payment/sandbox/pay')).toHaveLength(0);
    expect(dialog).not.toBeInTheDocument();
  });

  it('status check failure: says so with Retry, and still lets the learner subscribe', async () => {
    // The status check fails until the learner retries (the navigation asks the same question too).
    let failing = true;
    notPremium({
      [STATUS]: () => (failing ? json({ error: 'Database unavailable' }, 503) : json({ isActive: true })),
    });
    const app = renderApp('/payment', { loggedIn: true });
    expect(await screen.findByText('Failed to check subscription. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBSCRIBE })).toBeEnabled();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText("You're already a Premium member — lifetime access is unlocked."),
    ).toBeInTheDocument();
  });
});
