import { expect, test } from '@playwright/test';
import { seedLearner, uniqueEmail } from '../support/api';

test.describe('accounts', () => {
  test('sign up, get redirected to log in after 2 s, log in and see the logged-in navigation', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
    await page.getByLabel('Name').fill('Kavya Nair');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('my secure password');
    await page.getByLabel(/phone/i).fill('+91 98765 43210');
    const started = Date.now();
    await page.getByRole('button', { name: /sign up|create account/i }).click();
    await expect(page.getByText('Signup successful! Redirecting...')).toBeVisible();
    await page.waitForURL('**/login');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);

    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('my secure password');
    await page.getByRole('button', { name: /^log in$/i }).click();
    // No plan yet: SPEC routes a new learner to the plan screen.
    await page.waitForURL('**/learning-plan');
    const nav = page.getByRole('navigation', { name: /main/i });
    for (const label of ['Reminder', 'Chatbot', 'Cross Questioning', 'Profile', 'Payment', 'Change Plan'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('logout clears the session, goes to / and shows the logged-out navigation', async ({ page, request }) => {
    const learner = await seedLearner(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await page.waitForURL('**/learning-plan');
    await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  });

  test('a wrong password shows the SPEC message', async ({ page, request }) => {
    const learner = await seedLearner(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: /^log in$/i }).click();
    await expect(page.getByText('Login failed. Please check your credentials and try again.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a duplicate e-mail at signup shows the server error in red', async ({ page, request }) => {
    const learner = await seedLearner(request);
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill('whatever password');
    await page.getByLabel(/phone/i).fill('+91 91234 56789');
    await page.getByRole('button', { name: /sign up|create account/i }).click();
    const message = page.getByText('An account with this email already exists.');
    await expect(message).toBeVisible();
    const color = await message.evaluate((element) => getComputedStyle(element).color);
    const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan((g ?? 0) + 60);
    expect(r).toBeGreaterThan((b ?? 0) + 60);
  });

  test('forgot password: the link from the outbox sets a new password that logs in', async ({ page, request }) => {
    const learner = await seedLearner(request);
    await page.goto('/login');
    await page.getByRole('button', { name: /forgot password/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/email/i).fill(learner.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for that email, a password reset link has been sent.').first()).toBeVisible();

    await page.goto('/dev/outbox');
    const mail = page.locator('article', { hasText: learner.email }).filter({ hasText: 'Reset your Pathwise password' });
    await mail.getByRole('link').first().click();
    await page.waitForURL('**/reset-password/**');
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await page.getByLabel('New Password').fill('a brand new password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();
    await page.waitForURL('**/login');

    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill('a brand new password');
    await page.getByRole('button', { name: /^log in$/i }).click();
    await page.waitForURL('**/learning-plan');
  });

  test('request-reset screen: busy label and the green server message', async ({ page, request }) => {
    const learner = await seedLearner(request);
    await page.goto('/request-password-reset');
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await page.getByLabel(/email/i).fill(learner.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const message = page.getByText('If an account exists for that email, a password reset link has been sent.');
    await expect(message).toBeVisible();
    const color = await message.evaluate((element) => getComputedStyle(element).color);
    const [r, g] = (color.match(/\d+/g) ?? []).map(Number);
    expect(g).toBeGreaterThan(r ?? 0);
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a menu button opens the dropdown and an outside tap closes it', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: /open menu|menu/i });
    await expect(button).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Log In' })).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menuLink = page.getByRole('link', { name: 'Log In' }).locator('visible=true');
    await expect(menuLink).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink).toHaveCount(0);
  });
});
