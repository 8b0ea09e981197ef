import { expect, test, type Page } from '@playwright/test';
import { kB, LANDING_JS_BUDGET_KB, measureLandingBundle } from '../../bench/landing-bundle';
import { seedLearner, signInBrowser } from '../support/api';
import { openLanding } from '../support/landing';

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

const footerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true });

const hasNoHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('landing page', () => {
  test('has the hero, every section and the anchors the navigation scrolls to', async ({ page }) => {
    await openLanding(page);
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

  test("is served prerendered: the hero, every section and the page's title and description are in the HTML", async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html).toMatch(/<h1 id="hero-title"[^>]*>Build a real project in/);
    for (const { id } of sections) expect(html).toContain(`<section id="${id}"`);
    expect(html).toContain('<title>Pathwise — AI-powered personalised learning</title>');
    expect(html).toMatch(/<meta\s+name="description"\s+content="Build a real project in 5 days\./);
    expect(html).toMatch(/<meta\s+property="og:description"\s+content="Build a real project in 5 days\./);
    // Its own entry, not the SPA's (which loads React Router and TanStack Query).
    const { chunks } = measureLandingBundle();
    for (const { file } of chunks.filter((chunk) => chunk.file.startsWith('assets/')))
      expect(html).toContain(`/${file}"`);
    const head = await request.head('/');
    expect(head.status()).toBe(200);
    // Every other page is the SPA.
    expect(await (await request.get('/about')).text()).not.toContain('id="hero-title"');
  });

  test('hydrates without errors, fetching only the first-load scripts that the budget measures', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
    });
    await openLanding(page);
    // Filled in by the hydrated page from the API.
    await expect(page.getByTestId('plans-started')).toBeVisible();
    const measured = measureLandingBundle().chunks.map((chunk) => chunk.file);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => !measured.includes(file))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('asks for the whole stylesheet only after its first paint, and applies it', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    // Nothing in the HTML the browser parses asks for it: the inline rules paint the page.
    const response = await page.request.get('/');
    const head = (await response.text()).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    await openLanding(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.styleSheets, (sheet: CSSStyleSheet) => sheet)
            .filter((sheet) => sheet.href?.endsWith('.css'))
            .map((sheet) => sheet.media.mediaText),
        ),
      )
      .toEqual(['']);
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the landing page still shows its content and its links work', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Build a real project in 5 days/);
      await expect(page.locator('#testimonials figure')).toHaveCount(11);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
      await expect(page.locator('section#pricing h2')).toBeInViewport();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/signup$/);
    });

    // The page paints with its inline rules and applies the whole stylesheet later: if a rule the page uses were
    // missing inline, the page would move when the stylesheet arrives (and be laid out again after its paint).
    test('the inline rules lay the page out exactly as the whole stylesheet does, at 375 and 1280 px', async ({
      browser,
      baseURL,
    }) => {
      const boxes = async (width: number, wholeStylesheet: boolean) => {
        const context = await browser.newContext({
          baseURL,
          javaScriptEnabled: false,
          reducedMotion: 'reduce',
          viewport: { width, height: 800 },
        });
        const page = await context.newPage();
        // Without JavaScript the page's <noscript> link applies the whole stylesheet; aborting it leaves the inline rules.
        if (!wholeStylesheet) await page.route('**/*.css', (route) => route.abort());
        await page.goto('/');
        await page.evaluate(() => document.fonts.ready);
        const layout = await page.evaluate(() =>
          Array.from(document.body.querySelectorAll('*'))
            .filter((element) => element instanceof HTMLElement)
            .map(
              (element) =>
                `${element.tagName} ${element.className}: ${String(element.offsetLeft)},${String(element.offsetTop)} ${String(element.offsetWidth)}x${String(element.offsetHeight)}`,
            ),
        );
        await context.close();
        return layout;
      };
      for (const width of [375, 1280]) {
        const inline = await boxes(width, false);
        expect(inline.length).toBeGreaterThan(300);
        expect(inline).toEqual(await boxes(width, true));
      }
    });
  });

  test('the feature cards enter 0.2 s apart', async ({ page }) => {
    await openLanding(page);
    await page.locator('#features').scrollIntoViewIfNeeded();
    const delays = await page
      .locator('#features ul > li')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay));
    expect(delays).toEqual(['0s', '0.2s', '0.4s', '0.6s', '0.8s']);
  });

  test('every signup call to action goes to /signup', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Visible or not (the mobile bar is hidden on desktop), every signup-looking link; the mobile menu's Sign Up
    // is built when the menu opens (its unit tests follow it).
    const ctas = page.locator('a').filter({ hasText: /^\s*(start free|start your free trial|sign up)\s*$/i });
    await expect(ctas).toHaveCount(5);
    for (const href of await ctas.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toBe('/signup');
    await page
      .locator('#pricing')
      .getByRole('link', { name: /start your free trial/i })
      .click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  });

  test.describe('footer links reach their pages', () => {
    const pages = [
      ['About', '/about', 'About Us'],
      ['Blog', '/blog', 'Blog'],
      ['Contact', '/contact', 'Contact Us'],
      ['Privacy Policy', '/policy', 'Privacy Policy'],
      ['Terms of Service', '/TermsOfService', 'Terms of Service'],
      ['Cookie Policy', '/cookies', 'Cookie Policy'],
      ['GDPR', '/GDPR', 'GDPR Compliance'],
    ] as const;
    for (const [link, path, heading] of pages) {
      test(`${link}: ${path}`, async ({ page }) => {
        await openLanding(page);
        await footerLink(page, link).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText('March 17, 2025')).toBeVisible();
      });
    }

    const anchors = sections.filter(({ id }) => ['features', 'pricing', 'testimonials'].includes(id));
    for (const { id, nav } of anchors) {
      test(`${nav}: /#${id}, on the landing page and from another page`, async ({ page }) => {
        // On the prerendered page: an in-page link.
        await openLanding(page);
        await footerLink(page, nav).click();
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expect(page.locator(`section#${id} h2`)).toBeInViewport();
        // From a page of the SPA: a client-side navigation to the landing route, then the scroll.
        await page.goto('/about');
        await footerLink(page, nav).click();
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expect(page.locator(`section#${id} h2`)).toBeInViewport();
      });
    }

    test('two social profiles, on https', async ({ page }) => {
      await openLanding(page);
      const social = page.getByRole('list', { name: 'Social profiles' }).getByRole('link');
      await expect(social).toHaveCount(2);
      for (const href of await social.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
        expect(href).toMatch(/^https:\/\//);
    });
  });

  test('on a 375 px phone a fixed, full-width Start Free button sits at the bottom', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openLanding(page);
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
    // The menu button replaces the inline navigation below 768 px; the hydrated page opens and closes it.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menuButton.click();
    await expect(menu.getByRole('link')).toHaveText([
      'Features',
      'How It Works',
      'Testimonials',
      'Pricing',
      'Log In',
      'Sign Up',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    // A tap outside the dropdown (which covers the top of the page) and the bars at the bottom.
    await page.mouse.click(20, 600);
    await expect(menu).toBeHidden();
    await menuButton.click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('section#pricing h2')).toBeInViewport();

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
    await openLanding(page);
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
    await openLanding(page);
    // Hydrated (the counter comes from the API), so the avatars' observers are in place.
    await expect(page.getByTestId('plans-started')).toBeVisible();
    expect(avatarRequests.filter((p) => p.startsWith('/avatars/'))).toEqual([]);
    // Every card in turn: the section is taller than the window, so a jump to its last card skips the middle.
    for (const figure of await page.locator('#testimonials figure').all())
      await figure.scrollIntoViewIfNeeded();
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

    await openLanding(page);
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
