import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, type Page, expect, test } from '@playwright/test';
import {
  FINISHED_LEARNER,
  type SeededLearner,
  logInLearner,
  seedLearner,
  signInBrowser,
} from '../support/api';
import { seriousViolations } from '../support/axe';

/**
 * "30 days completed" for real: a learner can complete only one new lesson per local day through the
 * product, so a finished learner is written into the data folder before the server starts
 * (FINISHED_LEARNER). Partly finished plans use the developer tools' POST /api/dev/complete-plan (on
 * for this suite, loopback only, never in production); a certificate over such days is a test
 * certificate, shown marked as a test and never as verified.
 */
async function learnerWithPlan(request: APIRequestContext, name: string, completedDays: number) {
  const learner = await seedLearner(request, name);
  const headers = { Authorization: `Bearer ${learner.token}` };
  const plan = await request.post('/api/plan/generate-learning-plan', {
    headers,
    data: { goal: 'REACT FOR BEGINNERS', duration: '30', experience: 'Beginner' },
  });
  expect(plan.status()).toBe(200);
  const seeded = await request.post('/api/dev/complete-plan', { headers, data: { days: completedDays } });
  expect(seeded.status()).toBe(200);
  return learner;
}

/** The verification URL the PDF links to (its link annotation: /URI (…)), read from the saved file. */
async function linkInPdf(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  const match = /\/URI \((https?:\/\/[^)]+\/certificates\/PW-[0-9A-Z]{12})\)/.exec(bytes.toString('latin1'));
  expect(match, 'the PDF links to its verification page').not.toBeNull();
  return match?.[1] ?? '';
}

/**
 * The first download, as the Tutor's 'Download Certificate' does it (that button is wired by the Tutor
 * screen): the page's own fetch with the learner's token, saved through a download link.
 */
async function downloadThroughPage(page: Page, name: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.evaluate(async (printed) => {
    const response = await fetch('/api/certificate/generate-certificate', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name: printed }),
    });
    if (!response.ok) throw new Error(`certificate: ${String(response.status)}`);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'unnamed';
    document.body.append(link);
    link.click();
  }, name);
  return download;
}

test.describe('certificates', () => {
  let finished: SeededLearner;

  test.beforeAll(async ({ request }) => {
    finished = await logInLearner(request, FINISHED_LEARNER);
  });

  test('a certificate over days finished with the developer tools shows as a test certificate, not as verified', async ({
    page,
    request,
  }) => {
    const tooled = await learnerWithPlan(request, 'Ravi Test', 30);
    const issued = await request.post('/api/certificate/generate-certificate', {
      headers: { Authorization: `Bearer ${tooled.token}` },
      data: { name: 'Ravi Test' },
    });
    expect(issued.status()).toBe(200);
    await page.goto(`/certificates/${issued.headers()['x-certificate-id'] ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ravi Test' })).toBeVisible();
    await expect(page.getByText('Test certificate: not verified')).toBeVisible();
    await expect(page.getByText(/made with developer tools for testing/)).toBeVisible();
    await expect(page.getByText('Verified certificate')).toHaveCount(0);
  });

  test('a learner who finished every day downloads certificate.pdf and its link opens the verification page', async ({
    page,
  }) => {
    await signInBrowser(page, finished);
    const first = await downloadThroughPage(page, 'Asha Verma');
    expect(first.suggestedFilename()).toBe('certificate.pdf');
    const url = await linkInPdf(first);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/certificates\/PW-/);

    await page.goto(url);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
    await expect(main.getByText('Verified certificate')).toBeVisible();
    // The curated course's title, not the goal as the plan form upper-cased it.
    for (const text of ['React', 'Beginner', '30', url.split('/').pop() ?? ''])
      await expect(main).toContainText(text);
    await expect(main).not.toContainText('REACT FOR BEGINNERS');
    await expect(main).not.toContainText(finished.email);
    await expect(page).toHaveTitle(/^Certificate PW-/);

    // The owner downloads it again from the page: the same certificate (issued once).
    const again = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download Certificate' }).click();
    const second = await again;
    expect(second.suggestedFilename()).toBe('certificate.pdf');
    expect(await linkInPdf(second)).toBe(url);
  });

  test("a learner who hasn't finished gets 'Course not completed.'", async ({ page, request }) => {
    const unfinished = await learnerWithPlan(request, 'Ravi Kumar', 29);
    const headers = { Authorization: `Bearer ${finished.token}` };
    const issued = await request.post('/api/certificate/generate-certificate', {
      headers,
      data: { name: 'Asha Verma' },
    });
    const id = issued.headers()['x-certificate-id'] ?? '';
    await signInBrowser(page, unfinished);
    await page.goto(`/certificates/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Download Certificate' }).click();
    await expect(page.getByText('Course not completed.')).toBeVisible();
  });

  test('a visitor sees the record without logging in, and an unknown id is said to be unknown', async ({
    page,
    request,
  }) => {
    const issued = await request.post('/api/certificate/generate-certificate', {
      headers: { Authorization: `Bearer ${finished.token}` },
      data: { name: 'Asha Verma' },
    });
    const id = issued.headers()['x-certificate-id'] ?? '';
    await page.goto(`/certificates/${id.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Start Free' })).toHaveAttribute(
      'href',
      '/signup',
    );

    await page.goto('/certificates/PW-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
    await expect(page).toHaveTitle('Certificate not found | Pathwise');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  test('the verification page fits a 320px screen', async ({ page, request }) => {
    const issued = await request.post('/api/certificate/generate-certificate', {
      headers: { Authorization: `Bearer ${finished.token}` },
      data: { name: 'Asha Verma' },
    });
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`/certificates/${issued.headers()['x-certificate-id'] ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the verified and the not-found pages have no serious accessibility violations (axe)', async ({
    page,
    request,
  }) => {
    const issued = await request.post('/api/certificate/generate-certificate', {
      headers: { Authorization: `Bearer ${finished.token}` },
      data: { name: 'Asha Verma' },
    });
    for (const [url, heading] of [
      [`/certificates/${issued.headers()['x-certificate-id'] ?? ''}`, 'Asha Verma'],
      ['/certificates/PW-000000000000', 'Certificate not found'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
