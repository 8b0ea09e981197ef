import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { type SeededLearner, bearer, learnerWithPlan, signInBrowser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { openLanding } from '../support/landing';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PLACEHOLDER = "Answer... or Ask what you didn't understand";

async function expireTrial(request: APIRequestContext, learner: SeededLearner): Promise<void> {
  const response = await request.post('/api/dev/expire-trial', { headers: bearer(learner) });
  expect(response.status()).toBe(200);
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const LONG_NAME = 'Venkataraghavan Subramaniam Krishnamoorthy';

/**
 * How `target`'s text is laid out: whether it overflows its box, and the pieces of it split across lines.
 * A piece is a word (text between spaces) of each text node; an e-mail is rendered in parts (break points before
 * '@' and '.'), each its own text node, so a piece there is one part.
 */
function textLayout(target: Locator): Promise<{ overflows: boolean; splitPieces: string[] }> {
  return target.evaluate((element) => {
    const splitPieces: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      let start = 0;
      for (const piece of text.split(' ')) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + piece.length);
        start += piece.length + 1;
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (piece && lines.size > 1) splitPieces.push(piece);
      }
    }
    return { overflows: element.scrollWidth > element.clientWidth + 1, splitPieces };
  });
}

/** The text under `target` in <main> at the current scroll position (each text line's own box). */
function textUnder(page: Page, target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const covered = element.getBoundingClientRect();
    const main = document.querySelector('main');
    if (!main) return [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const hits: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || element.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width === 0 || rect.height === 0) continue;
        if (
          rect.left < covered.right &&
          covered.left < rect.right &&
          rect.top < covered.bottom &&
          covered.top < rect.bottom
        ) {
          hits.push(text.slice(0, 40));
          break;
        }
      }
    }
    return hits;
  });
}

/**
 * The visible text boxes on the page whose placeholder does not fit: a one-line box must hold it on one line,
 * a multi-line box within its height. Each is measured with a hidden copy that has the box's font and width.
 */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.locator('input[placeholder]:visible, textarea[placeholder]:visible').evaluateAll((boxes) =>
    boxes
      .filter((element) => {
        const field = element as HTMLInputElement | HTMLTextAreaElement;
        const style = getComputedStyle(field);
        const probe = document.createElement('div');
        probe.textContent = field.placeholder;
        for (const property of [
          'font',
          'letterSpacing',
          'lineHeight',
          'paddingLeft',
          'paddingRight',
          'boxSizing',
        ] as const)
          probe.style[property] = style[property];
        probe.style.width = `${String(field.clientWidth)}px`;
        probe.style.whiteSpace = field.tagName === 'TEXTAREA' ? 'pre-wrap' : 'nowrap';
        probe.style.position = 'absolute';
        probe.style.visibility = 'hidden';
        document.body.append(probe);
        const lineHeight = parseFloat(style.lineHeight);
        const contentHeight =
          field.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const fits =
          probe.scrollWidth <= field.clientWidth + 1 &&
          probe.scrollHeight - 1 <=
            Math.max(contentHeight, lineHeight) +
              parseFloat(style.paddingTop) +
              parseFloat(style.paddingBottom);
        probe.remove();
        return !fits;
      })
      .map((element) => (element as HTMLInputElement).placeholder),
  );
}

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport.width < 768;
  test.describe(`a learner's day at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    test('the help button on the landing page covers no text or buttons at any scroll position', async ({
      page,
    }) => {
      await openLanding(page);
      const launcher = page.getByRole('button', { name: 'Questions?' });
      await expect(launcher).toBeVisible();
      // Every section is there (they mount in stages after the hero).
      await expect(page.locator('#pricing')).toBeAttached();
      if (phone) {
        const bar = page.getByTestId('mobile-start-free');
        const launcherBox = await box(launcher);
        expect(inside(launcherBox, await box(bar))).toBe(true);
        expect(overlaps(launcherBox, await box(bar.getByRole('link', { name: 'Start Free' })))).toBe(false);
      }
      // On a phone it sits inside the fixed Start Free bar (checked above), so it covers nothing the bar
      // does not; on a desktop it floats in the page's margin, so no line of text may pass under it.
      if (phone) return;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += Math.round(viewport.height / 2)) {
        await page.evaluate((top) => {
          window.scrollTo(0, top);
        }, y);
        expect(await textUnder(page, launcher), `scrolled to ${String(y)}`).toEqual([]);
      }
    });

    test('a toast stays off the heading, is said once, and keeps its close button inside', async ({
      page,
    }) => {
      // The page's clock under the test's control (time still flows), so the toasts' grace needs no real wait.
      await page.clock.install();
      // Logged out, /payment says 'Please log in first!' (inline and as a toast: SPEC §5).
      await page.goto('/payment');
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please log in first!' });
      await expect(toast).toHaveCount(1);
      await expect(toast).toBeVisible();
      // Once its entrance transition has ended, it is where it stays.
      await expect(toast).toHaveAttribute('data-mounted', 'true');
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations().map((motion) => motion.finished)),
      );
      const heading = page.getByRole('heading', { level: 1, name: 'Unlock Premium Learning' });
      expect(overlaps(await box(toast), await box(heading))).toBe(false);
      const close = toast.locator('[data-close-button]');
      expect(inside(await box(close), await box(toast))).toBe(true);
      // Moving on dismisses what this page said.
      await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
      await page.waitForURL('**/login');
      await page.getByLabel('Email').fill('nobody@example.com');
      // Past the grace a toast raised just before a navigation has (NAVIGATION_GRACE_MS, 1.5 s).
      await page.clock.fastForward(1_700);
      await page.getByRole('link', { name: 'Sign Up' }).first().click();
      await page.waitForURL('**/signup');
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    });

    test('in the trial: the Tutor says how long it lasts, and the tutor is within reach', async ({
      page,
      request,
    }) => {
      // A plan, a lesson and axe: more than the default minute on a loaded machine.
      test.slow();
      const learner = await learnerWithPlan(request);
      await signInBrowser(page, learner);
      await page.goto('/Tutor');
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${learner.name}!` })).toBeVisible();
      await expect(page.getByTestId('trial-badge')).toHaveText(
        /^Trial: [67] days left \(ends \d{1,2} [A-Z][a-z]{2}\)$/,
      );
      await expect(page.getByRole('heading', { level: 2, name: /^Day 1: / })).toBeVisible({
        timeout: 30_000,
      });

      const box2 = page.getByPlaceholder(PLACEHOLDER);
      // The whole placeholder fits in the text box (it wraps in two lines rather than being cut).
      await expect(box2).toBeVisible();
      expect(await cutPlaceholders(page)).toEqual([]);

      const jump = page.getByRole('link', { name: 'Ask the tutor' });
      if (phone) {
        await expect(jump).toBeInViewport();
        await expect(page.getByRole('heading', { name: 'Your AI tutor' })).not.toBeInViewport();
        await jump.click();
        await expect(box2).toBeFocused();
        await expect(box2).toBeInViewport();
        await expect(jump).toBeHidden();
      } else {
        // The side panel: the tutor is beside the lesson, no jump needed.
        await expect(jump).toBeHidden();
        await expect(page.getByRole('heading', { name: 'Your AI tutor' })).toBeInViewport();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("every text box's placeholder fits on the sign-up and the learner's screens; the profile's name and e-mail fit", async ({
      page,
      request,
    }) => {
      // Four screens, then the profile and its delete dialog: more than the default minute on a loaded machine.
      test.slow();
      // Long words and a long e-mail address ('e2e.<time>.<pid>.<n>@example.com').
      const learner = await learnerWithPlan(request, undefined, LONG_NAME);
      const check = async (route: string) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main').getByPlaceholder(/./).first(), route).toBeVisible();
        expect({ route, cut: await cutPlaceholders(page) }).toEqual({ route, cut: [] });
      };
      await check('/signup');
      await signInBrowser(page, learner);
      for (const route of ['/chat', '/cross-questioning', '/reminder-settings']) await check(route);

      // /profile: the name wraps between its words only, the e-mail between its parts, and neither overflows.
      await page.goto('/profile');
      const name = page.getByRole('heading', { level: 2, name: LONG_NAME });
      await expect(name).toBeVisible();
      const email = page.getByRole('main').getByText(learner.email, { exact: true });
      await expect(email).toBeVisible();
      expect(await textLayout(name)).toEqual({ overflows: false, splitPieces: [] });
      expect(await textLayout(email)).toEqual({ overflows: false, splitPieces: [] });

      // A toast raised just before (Download my data) never covers the delete dialog's Delete button.
      await page.getByRole('button', { name: 'Download my data' }).click();
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'Your data has been downloaded.' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Delete account' }).click();
      const remove = page
        .getByRole('dialog', { name: 'Delete your account?' })
        .getByRole('button', { name: 'Delete account' });
      await remove.scrollIntoViewIfNeeded();
      // Let the toasts' animations end.
      await page.waitForTimeout(600);
      const removeBox = await box(remove);
      for (const shown of await page.locator('[data-sonner-toast]').all()) {
        if (await shown.isVisible()) expect(overlaps(await box(shown), removeBox)).toBe(false);
      }
    });

    test('after the trial: /Tutor leads to a /payment that says why, the nav marks locked screens, /chat explains', async ({
      page,
      request,
    }) => {
      // A plan, a lesson and axe: more than the default minute on a loaded machine.
      test.slow();
      const learner = await learnerWithPlan(request);
      await expireTrial(request, learner);
      await signInBrowser(page, learner);
      await page.goto('/Tutor');
      await page.waitForURL('**/payment');
      await expect(page.getByText(/^Your free trial ended on \d{1,2} [A-Z][a-z]{2}\.$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Get lifetime access for ₹499' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        await expect(menu.getByRole('link', { name: 'Tutor (locked: free trial ended)' })).toBeVisible();
        await expect(menu.getByTestId('menu-access')).toContainText('Locked screens need Premium.');
        await page.keyboard.press('Escape');
      } else {
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const label of ['Tutor', 'Chatbot', 'Cross Questioning'])
          await expect(nav.getByRole('link', { name: `${label} (locked: free trial ended)` })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
      }

      await page.goto('/chat');
      await expect(page.getByRole('main').getByText(/^Your free trial ended on /)).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Get lifetime access for ₹499' }),
      ).toBeVisible();
      await expect(page.getByText('Oops, something went wrong. Please try again!')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
