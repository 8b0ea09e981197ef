import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type SeededLearner, seedLearner, signInBrowser } from '../support/api';
import { seriousViolations } from '../support/axe';

/**
 * The finish at 30 of 30. A learner can complete one new lesson per local day, so the days are marked
 * with the developer tools (POST /api/dev/complete-plan, on for this suite). A certificate over such days
 * is a test certificate: its public page opens but says it is not verified.
 */
async function finishedLearner(request: APIRequestContext): Promise<SeededLearner & { course: string }> {
  const learner = await seedLearner(request, 'Meera Iyer');
  const headers = { Authorization: `Bearer ${learner.token}` };
  const plan = await request.post('/api/plan/generate-learning-plan', {
    headers,
    data: { goal: 'REACT FOR BEGINNERS', duration: '30', experience: 'Beginner' },
  });
  expect(plan.status()).toBe(200);
  const seeded = await request.post('/api/dev/complete-plan', { headers, data: { days: 30 } });
  expect(seeded.status()).toBe(200);
  // The curated course behind the goal names the course on the finish, not the goal in capitals.
  const { coverage } = ((await plan.json()) as { plan: { coverage: { courses: { title: string }[] } } }).plan;
  const course = coverage.courses[0]?.title ?? '';
  expect(course).not.toBe('REACT FOR BEGINNERS');
  return { ...learner, course };
}

/**
 * On /Tutor the finish is the first thing under the greeting, in the first screenful and above the last
 * lesson; the greeting says the plan is done and no "Day 1" heads the page.
 */
async function expectFinishFirstOnTutor(page: Page, course: string): Promise<void> {
  await page.goto('/Tutor');
  const panel = page.getByRole('region', { name: /All 30 days done/ });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText(`You finished ${course}, a lesson a day.`);
  await expect(page.getByText(/All 30 days of your plan are done\./)).toBeVisible();
  const lesson = page.getByRole('article', { name: /^Day 30: / });
  await expect(lesson).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /^Day 1: / })).toHaveCount(0);
  const finishTop = (await panel.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(finishTop).toBeLessThan((await lesson.boundingBox())?.y ?? 0);
  expect(finishTop).toBeLessThan(page.viewportSize()?.height ?? 0);
}

test.describe('the finish at 30 of 30', () => {
  test('celebrates, issues the certificate, and shares a link to its verification page and to LinkedIn', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const learner = await finishedLearner(request);
    await signInBrowser(page, learner);
    await expectFinishFirstOnTutor(page, learner.course);
    await page.goto('/profile');
    const panel = page.getByRole('region', { name: /All 30 days done/ });
    // The profile, the plan and then the certificate are read in turn: allow for a busy machine.
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(panel).toContainText(`You finished ${learner.course}, a lesson a day.`);
    await expect(panel.getByText(/Download your certificate once to get a link/)).toBeVisible();

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download Certificate' }).click();
    expect((await download).suggestedFilename()).toBe('certificate.pdf');

    const field = panel.getByLabel('Link to your certificate');
    await expect(field).toHaveValue(/\/certificates\/PW-[0-9A-Z]{12}$/);
    const certUrl = await field.inputValue();

    const linkedIn = panel.getByRole('link', { name: /Add to LinkedIn/ });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', /noopener/);
    const shareUrl = new URL((await linkedIn.getAttribute('href')) ?? '');
    expect(`${shareUrl.origin}${shareUrl.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(shareUrl.searchParams.get('certUrl')).toBe(certUrl);
    expect(shareUrl.searchParams.get('certId')).toBe(certUrl.split('/').pop());
    expect(shareUrl.searchParams.get('name')).toBe(learner.course);
    expect(shareUrl.searchParams.get('organizationName')).toBe('Pathwise');

    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(certUrl);

    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('link', { name: 'Open your certificate page' }).click();
    await expect(page).toHaveURL(certUrl);
    // A test certificate's page opens and says so (a real learner's page shows the verified record).
    await expect(page.getByText('Not verified')).toBeVisible();
    await expect(page.getByText(/made with developer tools for testing/)).toBeVisible();
  });

  test('fits a 375px screen', async ({ page, request }) => {
    const learner = await finishedLearner(request);
    await request.post('/api/certificate/generate-certificate', {
      headers: { Authorization: `Bearer ${learner.token}` },
      data: { name: 'Meera Iyer' },
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await signInBrowser(page, learner);
    await page.goto('/profile');
    const panel = page.getByRole('region', { name: /All 30 days done/ });
    await expect(panel.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Days you studied' })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await expectFinishFirstOnTutor(page, learner.course);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
