import { bearer, signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';

test.describe('honest plans and the roadmap', () => {
  test('a technology no course teaches is said so, with the nearest courses, and one click switches', async ({
    page,
    signIn,
  }) => {
    await signIn();
    // The page's timers under the test's control (time still flows), so "no redirect" needs no real wait.
    await page.clock.install();
    await page.goto('/learning-plan');
    await page.getByLabel('Learning goal').pressSequentially('angular');
    await page.getByRole('button', { name: 'Generate Plan' }).click();

    await expect(page.getByText('Study method', { exact: true })).toBeVisible();
    await expect(page.getByText(/no curated course for “angular” yet/i)).toBeVisible();
    await expect(page.getByText(/None of our courses teaches Angular/)).toBeVisible();
    await expect(page.getByText(/AI_PROVIDER/)).toHaveCount(0);
    // No automatic redirect: the learner reads the note first. A curated plan moves on after 5 s; run the page's
    // timers past that, then let a frame pass for a navigation they would start.
    await page.clock.runFor(6_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(new URL(page.url()).pathname).toBe('/learning-plan');

    const switchButtons = page.getByRole('button', { name: /^Switch to / });
    await expect(switchButtons).toHaveCount(3);
    await page.getByRole('button', { name: 'Switch to React' }).click();
    await expect(page.getByText('Curated course', { exact: true })).toBeVisible();
    await expect(page.getByText(/curated React course/)).toBeVisible();
    await page.waitForURL('**/Tutor', { timeout: 20_000 });
  });

  test('the whole plan is open at any time on /roadmap, with today and what is done', async ({
    page,
    request,
    learner,
  }) => {
    const generated = await request.post('/api/plan/generate-learning-plan', {
      headers: bearer(learner),
      data: { goal: 'KUBERNETES FOR BACKEND DEVS', duration: '30', experience: 'Beginner' },
    });
    expect(generated.ok()).toBe(true);
    await signInBrowser(page, learner);
    await page.goto('/Tutor');
    await page.getByRole('link', { name: 'See your whole 30-day plan' }).click();
    await page.waitForURL('**/roadmap');
    await expect(page.getByRole('heading', { level: 1, name: 'Your 30-day plan' })).toBeVisible();
    const days = page.getByRole('list', { name: 'Days of the plan' });
    await expect(days.locator(':scope > li')).toHaveCount(30);
    await expect(days.locator(':scope > li').first()).toContainText('Today');
    await expect(page.getByText('0 of 30 days done')).toBeVisible();
    await expect(page.getByText(/“for backend devs”/)).toBeVisible();
  });
});
