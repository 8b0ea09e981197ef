import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  type SeededLearner,
  bearer,
  learnerWithPlan as learnerWithGoal,
  seedLearner,
  signInBrowser,
} from '../support/api';
import { seriousViolations } from '../support/axe';

const REDIRECTED = 'Redirecting to payment page. Please subscribe to continue.';
const PENDING = 'Payment is pending. Please complete the payment to proceed.';
const ALREADY_PREMIUM = "You're already a Premium member — lifetime access is unlocked.";
const SUBSCRIBE = 'Get lifetime access for ₹499';

/** A learner with a plan (so login routing looks at trial and subscription, SPEC §4). */
const learnerWithPlan = (request: APIRequestContext) => learnerWithGoal(request, 'React');

/** Ends the trial through the development-only seed route (the E2E server's PGlite is its own). */
async function expireTrial(request: APIRequestContext, learner: SeededLearner): Promise<void> {
  const response = await request.post('/api/dev/expire-trial', { headers: bearer(learner) });
  expect(response.status()).toBe(200);
}

/** Buys premium through the API, the way the sandbox checkout does. */
async function buyPremium(
  request: APIRequestContext,
  learner: SeededLearner,
): Promise<{ orderId: string; paymentId: string }> {
  const headers = bearer(learner);
  const order = await request.post('/api/payment/create-checkout-session', {
    headers,
    data: { userId: learner.userId },
  });
  const { orderId } = (await order.json()) as { orderId: string };
  const paid = await request.post('/api/payment/sandbox/pay', {
    headers,
    data: { orderId, outcome: 'success' },
  });
  const fields = (await paid.json()) as Record<string, string>;
  const verified = await request.post('/api/payment/verify-payment', {
    headers,
    data: {
      razorpay_payment_id: fields.razorpay_payment_id,
      razorpay_order_id: fields.razorpay_order_id,
      razorpay_signature: fields.razorpay_signature,
      userId: learner.userId,
    },
  });
  expect(verified.status()).toBe(200);
  return { orderId, paymentId: fields.razorpay_payment_id ?? '' };
}

async function logIn(page: Page, learner: SeededLearner): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

// Toasts are the shared Toaster's (sonner rich colours), scanned apart from these screens.
const screenViolations = (page: Page) => seriousViolations(page, { exclude: '[data-sonner-toaster]' });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('access and payments', () => {
  test('a learner in their trial logs in and reaches /Tutor', async ({ page, request }) => {
    const learner = await learnerWithPlan(request);
    await logIn(page, learner);
    await page.waitForURL('**/Tutor');
    // The Tutor's own access check agrees (SPEC §2: 'Welcome, {name}!' once access is confirmed).
    await expect(page.getByRole('heading', { name: `Welcome, ${learner.name}!` })).toBeVisible();
    await expect(page).toHaveURL(/\/Tutor$/);
    await expect(toast(page, REDIRECTED)).toHaveCount(0);
  });

  test("a learner whose trial has ended is routed to /payment, and the Tutor sends them there with SPEC's message", async ({
    page,
    request,
  }) => {
    const learner = await learnerWithPlan(request);
    await expireTrial(request, learner);
    await logIn(page, learner);
    await page.waitForURL('**/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Unlock Premium Learning' })).toBeVisible();
    await expect(page.getByRole('button', { name: SUBSCRIBE })).toBeVisible();

    await page.goto('/Tutor');
    await page.waitForURL('**/payment');
    await expect(toast(page, REDIRECTED)).toBeVisible();
    // Shown once, by the Tutor: the payment screen does not repeat it.
    await expect(page.getByText(REDIRECTED)).toHaveCount(1);
  });

  test('sandbox purchase: cancel, a failed payment, then Pay → Payment Successful! → receipt → /Tutor', async ({
    page,
    request,
  }) => {
    const learner = await learnerWithPlan(request);
    await expireTrial(request, learner);
    await signInBrowser(page, learner);
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Unlock Premium Learning' })).toBeVisible();
    await expect(page.getByText('What Premium unlocks')).toBeVisible();
    await expect(page.getByTestId('lifetime-slots')).toHaveText(/lifetime access slots (left|at this price)/);

    const subscribe = page.getByRole('button', { name: SUBSCRIBE });
    await subscribe.click();
    let dialog = page.getByRole('dialog', { name: /Pathwise checkout/ });
    await expect(dialog.getByText('TEST MODE')).toBeVisible();
    await expect(dialog.getByText('No real money moves. This is a sandbox checkout.')).toBeVisible();
    await expect(dialog.getByText('₹499.00')).toBeVisible();
    const orderId = (await dialog.getByText(/^order_sandbox_/).textContent()) ?? '';
    expect(orderId).toMatch(/^order_sandbox_/);
    expect(await screenViolations(page)).toEqual([]);

    // Closing checkout without paying: pending, nothing charged.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page, PENDING)).toBeVisible();
    await expect(dialog).toBeHidden();

    // A failed payment: the SPEC message with the provider's reason; the same order is reused after.
    await subscribe.click();
    dialog = page.getByRole('dialog', { name: /Pathwise checkout/ });
    await expect(dialog.getByText(orderId)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fail payment' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Payment Verification Failed!');
    await expect(alert).toContainText('Payment failed (sandbox test). No money was taken.');

    await subscribe.click();
    dialog = page.getByRole('dialog', { name: /Pathwise checkout/ });
    await dialog.getByRole('button', { name: 'Pay ₹499' }).click();
    await expect(toast(page, 'Payment Successful!')).toBeVisible();
    await page.waitForURL('**/payment-success');

    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    const value = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Amount paid')).toHaveText('₹499.00');
    await expect(value('Order ID')).toHaveText(orderId);
    await expect(value('Payment ID')).toHaveText(/^pay_/);
    await expect(value('Date')).not.toBeEmpty();
    expect(await screenViolations(page)).toEqual([]);

    // The receipt survives a reload (it comes from the server, not from memory).
    await page.reload();
    await expect(value('Order ID')).toHaveText(orderId);

    await page.getByRole('link', { name: 'Go to my tutor' }).click();
    await page.waitForURL('**/Tutor');
    // Premium now: the Tutor's access check lets them in.
    await expect(page.getByRole('heading', { name: `Welcome, ${learner.name}!` })).toBeVisible();
    await expect(page).toHaveURL(/\/Tutor$/);
  });

  test('a premium learner sees the already-premium message, a way to the tutor and their receipt', async ({
    page,
    request,
  }) => {
    const learner = await learnerWithPlan(request);
    await expireTrial(request, learner);
    const { orderId, paymentId } = await buyPremium(request, learner);
    await signInBrowser(page, learner);
    await page.goto('/payment');
    await expect(page.getByText(ALREADY_PREMIUM)).toBeVisible();
    await expect(page.getByRole('button', { name: SUBSCRIBE })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to my tutor' })).toHaveAttribute('href', '/Tutor');

    await page.getByRole('link', { name: 'View receipt' }).click();
    await page.waitForURL('**/payment-success');
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByText(paymentId)).toBeVisible();
  });

  test('a learner who has not paid finds no receipt, and a way to /payment', async ({ page, request }) => {
    const learner = await seedLearner(request);
    await signInBrowser(page, learner);
    await page.goto('/payment-success');
    await expect(page.getByText("We couldn't find a completed payment on your account.")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to payment' }).click();
    await page.waitForURL('**/payment');
  });

  test('logged out, /payment asks to log in first and links to /login', async ({ page }) => {
    await page.goto('/payment');
    await expect(page.getByRole('main').getByText('Please log in first!')).toBeVisible();
    await expect(toast(page, 'Please log in first!')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL('**/login');
  });
});

test.describe('payment on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no horizontal scroll on /payment, in the checkout dialog and on the receipt', async ({
    page,
    request,
  }) => {
    const learner = await seedLearner(request);
    await signInBrowser(page, learner);
    const noHorizontalScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.goto('/payment');
    await page.getByRole('button', { name: SUBSCRIBE }).click();
    const dialog = page.getByRole('dialog', { name: /Pathwise checkout/ });
    await expect(dialog.getByText('TEST MODE')).toBeVisible();
    await noHorizontalScroll();
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 320).toBe(true);
    await dialog.getByRole('button', { name: 'Pay ₹499' }).click();
    await page.waitForURL('**/payment-success');
    await expect(page.getByText('₹499.00')).toBeVisible();
    await noHorizontalScroll();
  });
});
