import { expect, test, type Page } from '@playwright/test';
import { seedLearner, signInBrowser } from '../support/api';
import { seriousViolations } from '../support/axe';

const REDIRECTED = 'Redirecting to payment page. Please subscribe to continue.';

/** The E2E server runs with DEV_TOOLS=true (playwright.config.ts), so a signed-in learner sees the panel. */
async function openDevTools(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Developer tools' });
  await panel.locator('summary').click();
  return panel;
}

test.describe('developer tools', () => {
  test('ending the trial through the panel sends the Tutor to /payment, which says the trial ended', async ({
    page,
    request,
  }) => {
    const learner = await seedLearner(request);
    const plan = await request.post('/api/plan/generate-learning-plan', {
      headers: { authorization: `Bearer ${learner.token}` },
      data: { goal: 'React', duration: '30', experience: 'Beginner' },
    });
    expect(plan.status()).toBe(200);
    await signInBrowser(page, learner);
    await page.goto('/Tutor');
    await expect(page.getByRole('heading', { name: `Welcome, ${learner.name}!` })).toBeVisible();

    const panel = await openDevTools(page);
    await expect(panel.getByRole('link', { name: /mail outbox/ })).toHaveAttribute('href', '/dev/outbox');
    await panel.getByRole('button', { name: 'End the trial' }).click();
    const dialog = page.getByRole('dialog', { name: 'End your free trial?' });
    await dialog.getByRole('button', { name: 'End the trial' }).click();

    await page.waitForURL('**/payment');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: REDIRECTED })).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Your free trial ended on /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Unlock Premium Learning' })).toBeVisible();
  });

  test('on a phone the panel sits above the footer, clear of the "Ask the tutor" bar, and is axe clean', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const learner = await seedLearner(request);
    await signInBrowser(page, learner);
    await page.goto('/profile');
    const panel = await openDevTools(page);
    await expect(panel.getByRole('button', { name: 'Finish the plan' })).toBeVisible();
    expect(await panel.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    expect(await seriousViolations(page, { include: '[aria-label="Developer tools"]' })).toEqual([]);

    const outbox = await request.get('/dev/outbox');
    expect(outbox.status()).toBe(200);
    expect(await outbox.text()).toContain('Outbox (development only)');
  });
});
