import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seedLearner, signInBrowser } from '../support/api';

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

const OFFLINE_NOTICE = 'You are offline — showing the lesson as last loaded.';

async function checkInstallable(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as WebAppManifest;
  expect(manifest).toMatchObject({
    name: 'Pathwise',
    short_name: 'Pathwise',
    start_url: '/Tutor',
    scope: '/',
    display: 'standalone',
    theme_color: '#5b3ee8',
    background_color: '#f8f8fc',
  });
  for (const size of ['192x192', '512x512'])
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.type === 'image/png')).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // Registered after load; active and controlling this page once installed.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  expect(installabilityErrors).toEqual([]);
}

// The suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: 'allow' });

test.describe('installable app', () => {
  test('links a valid manifest, runs a service worker and passes Chromium’s installability check', async ({
    browser,
    launchOptions,
    baseURL,
    request,
  }) => {
    // A test's usual context is incognito, where Chromium never offers to install: this one has a profile.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'pathwise-installable-'));
    const context = await browser
      .browserType()
      .launchPersistentContext(profile, { ...launchOptions, baseURL });
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      await checkInstallable(page, request);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('offline, /Tutor opens from the cached shell with the lesson as last loaded', async ({
    page,
    context,
    request,
  }) => {
    const learner = await seedLearner(request);
    const plan = await request.post('/api/plan/generate-learning-plan', {
      headers: { Authorization: `Bearer ${learner.token}` },
      data: { goal: 'Learn Python', duration: '30', experience: 'Beginner' },
    });
    expect(plan.status()).toBe(200);
    await signInBrowser(page, learner);
    await page.goto('/Tutor');
    const lessonTitle = page.getByRole('heading', { level: 2, name: /^Day 1: / });
    await expect(lessonTitle).toBeVisible({ timeout: 30_000 });
    const title = await lessonTitle.textContent();
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 2, name: title ?? '' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hands-On Task' })).toBeVisible();
    expect(page.url()).toMatch(/\/Tutor$/);

    // Back online, the next load is a fresh answer and the notice goes.
    await context.setOffline(false);
    await page.reload();
    await expect(lessonTitle).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  });
});
