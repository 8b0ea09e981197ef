import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { type SeededLearner, seedLearner, signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';

const SAVED = 'Reminder preferences updated successfully! Keep pushing! 🚀';
const SET_REMINDER = '/api/dailyreminder/set-reminder';

// The learner's clock: the time picker is local time, and the zone is shown next to it.
test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-US' });

const bearer = (learner: SeededLearner) => ({ authorization: `Bearer ${learner.token}` });

async function learnerWithPlan(request: APIRequestContext): Promise<SeededLearner> {
  const learner = await seedLearner(request, 'Meera Iyer');
  const plan = await request.post('/api/plan/generate-learning-plan', {
    headers: bearer(learner),
    data: { goal: 'React', duration: '30', experience: 'Beginner' },
  });
  expect(plan.status()).toBe(200);
  return learner;
}

async function openReminders(page: Page, learner: SeededLearner) {
  await signInBrowser(page, learner);
  await page.goto('/reminder-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Stay Committed with Reminders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Counts save calls, to prove that client-side validation stops the form before the network. */
function countSaves(page: Page): () => number {
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(SET_REMINDER)) saves += 1;
  });
  return () => saves;
}

test.describe('reminder settings', () => {
  test('pre-filled from the account and plan, saves, shows Saving... then the success message and the next reminder', async ({
    page,
    request,
  }) => {
    const learner = await learnerWithPlan(request);
    await openReminders(page, learner);

    for (const name of ['Email reminders', 'WhatsApp reminders']) {
      const box = page.getByRole('checkbox', { name });
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
    }
    await expect(page.getByText('always enabled and required')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Meera Iyer');
    await expect(field(page, 'Email')).toHaveValue(learner.email);
    await expect(field(page, 'Phone (WhatsApp)')).toHaveValue('+91 98765 43210');
    await expect(field(page, 'Phone (WhatsApp)')).toHaveAttribute('placeholder', '+919876543210');
    await expect(field(page, 'Course Topic')).toHaveValue(/react/i);
    await expect(field(page, 'Course Topic')).toHaveAttribute('placeholder', 'e.g. Machine Learning');
    await expect(field(page, 'Reminder Time')).toHaveAttribute('type', 'time');
    // Chromium reports India as Asia/Calcutta; the screen names it by today's name.
    await expect(page.getByText('Your time zone: India Standard Time (Asia/Kolkata)')).toBeVisible();

    await field(page, 'Reminder Time').fill('07:30');
    // Holds the real request until the saving state has been seen; the server still answers it.
    let releaseSave = () => {};
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route(`**${SET_REMINDER}`, async (route) => {
      await saveHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    releaseSave();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
    await expect(page.getByTestId('next-reminder')).toHaveText(/^Next reminder: .+ at 7:30 AM GMT\+5:30$/);

    const saved = await request.get('/api/dailyreminder', { headers: bearer(learner) });
    expect(await saved.json()).toMatchObject({
      preferences: {
        emailreminder: true,
        whatsappreminder: true,
        email: learner.email,
        reminderTime: '07:30',
        userName: 'Meera Iyer',
        timeZone: expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/),
      },
    });
  });

  test('every validation message shows in the error line above the form, and nothing is sent', async ({
    page,
    learner,
  }) => {
    await openReminders(page, learner);
    const saves = countSaves(page);
    const valid: Record<string, string> = {
      Email: learner.email,
      'Phone (WhatsApp)': '+919876543210',
      Name: 'Asha Verma',
      'Course Topic': 'Machine Learning',
      'Reminder Time': '06:15',
    };
    for (const [label, value] of Object.entries(valid)) await field(page, label).fill(value);

    const cases: [label: string, value: string, message: string][] = [
      ['Name', '', 'Name and course topic are required.'],
      ['Course Topic', '  ', 'Name and course topic are required.'],
      ['Email', '', 'Email is required for email reminders.'],
      ['Phone (WhatsApp)', '', 'Phone number is required for WhatsApp reminders.'],
      ['Email', 'asha@example', 'Please provide a valid email address.'],
      ['Phone (WhatsApp)', '+0987654321', 'Please provide a valid phone number.'],
      ['Phone (WhatsApp)', '+1234567890123456', 'Please provide a valid phone number.'],
      ['Reminder Time', '', 'Reminder time is required.'],
    ];
    const line = page.getByRole('alert').filter({ hasNotText: SAVED });
    for (const [label, value, message] of cases) {
      await field(page, label).fill(value);
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await expect(line).toHaveText(message);
      await expect(field(page, label)).toBeFocused();
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await field(page, label).fill(valid[label] ?? '');
    }
    expect(saves()).toBe(0);

    // With every field valid again the same form saves, and the error line goes.
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(line).toHaveCount(0);
    expect(saves()).toBe(1);
  });

  test('the form pre-fills with the saved preferences on return (reload and navigation)', async ({
    page,
    learner,
  }) => {
    await openReminders(page, learner);
    await field(page, 'Phone (WhatsApp)').fill('+14155550123');
    await field(page, 'Name').fill('Asha V.');
    await field(page, 'Course Topic').fill('Data Science');
    await field(page, 'Reminder Time').fill('21:15');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();

    const expectSaved = async () => {
      await expect(field(page, 'Email')).toHaveValue(learner.email);
      await expect(field(page, 'Phone (WhatsApp)')).toHaveValue('+14155550123');
      await expect(field(page, 'Name')).toHaveValue('Asha V.');
      await expect(field(page, 'Course Topic')).toHaveValue('Data Science');
      await expect(field(page, 'Reminder Time')).toHaveValue('21:15');
      await expect(page.getByTestId('next-reminder')).toHaveText(/9:15 PM GMT\+5:30$/);
    };
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
    await expectSaved();

    const nav = page.getByRole('navigation', { name: /main/i });
    await nav.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL('**/profile');
    await nav.getByRole('link', { name: 'Reminder', exact: true }).click();
    await page.waitForURL('**/reminder-settings');
    await expectSaved();
  });

  test('double opt-in: saved addresses wait for confirmation; the mailed link confirms the e-mail, once', async ({
    page,
    request,
    learner,
  }) => {
    await openReminders(page, learner);
    const phone = `+4477${String(Date.now()).slice(-8)}`;
    await field(page, 'Phone (WhatsApp)').fill(phone);
    await field(page, 'Name').fill('Asha V.');
    await field(page, 'Course Topic').fill('Data Science');
    await field(page, 'Reminder Time').fill('06:45');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    // The account's e-mail is not verified yet, so it too needs its owner's yes.
    await expect(page.getByTestId('email-confirmation')).toHaveText(
      `Waiting for confirmation: we sent a link to ${learner.email}. Reminder e-mails start once it is opened.`,
    );
    await expect(page.getByTestId('whatsapp-confirmation')).toHaveText(
      `Waiting for confirmation: we sent a link to ${phone} on WhatsApp. WhatsApp reminders start once it is opened.`,
    );
    await expect(field(page, 'Email')).toHaveAccessibleDescription(/Waiting for confirmation/);

    await page.goto('/dev/outbox');
    const mail = page
      .locator('article', { hasText: learner.email })
      .filter({ hasText: 'Confirm your Pathwise daily reminders' });
    await expect(mail).toHaveCount(1);
    // The confirmation carries the app's words only: not the name or topic typed on the form.
    await expect(mail).not.toContainText('Asha V.');
    await expect(mail).not.toContainText('Data Science');
    const link = await mail.getByRole('link').first().getAttribute('href');
    expect(link).toMatch(/\/api\/dailyreminder\/confirm\?token=/);
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { name: 'Confirm daily reminders?' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm reminders' }).click();
    await expect(page.getByRole('heading', { name: 'Reminders confirmed' })).toBeVisible();
    // The link works once.
    const again = await request.post(link ?? '');
    expect(again.status()).toBe(400);

    await page.goto('/reminder-settings');
    await expect(page.getByTestId('email-confirmation')).toHaveText('Confirmed');
    await expect(page.getByTestId('whatsapp-confirmation')).toContainText('Waiting for confirmation');
  });

  test('a logged-out visitor is asked to log in, with a link to /login', async ({ page }) => {
    await page.goto('/reminder-settings');
    await expect(page.getByText('Please log in to set your reminders.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL('**/login');
  });

  test('fits a 320 px phone without horizontal scroll and has no serious axe violations', async ({
    page,
    learner,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openReminders(page, learner);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      })),
    ).toEqual([]);
  });
});
