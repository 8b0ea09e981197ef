import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, settleAnimations } from '../support/axe';
import { openLanding } from '../support/landing';

/** Every route a visitor can open without an account (SPEC §2), plus the 404 page. */
const publicRoutes = [
  '/',
  '/signup',
  '/login',
  '/request-password-reset',
  '/reset-password/an-expired-token',
  '/policy',
  '/GDPR',
  '/TermsOfService',
  '/cookies',
  '/blog',
  '/contact',
  '/about',
  '/no-such-page',
];

/**
 * Waits for the screen's content (no loading indicator left), then fast-forwards one-off entrance animations
 * to their end state: axe must judge what the visitor ends up seeing, not a half-faded frame.
 */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleAnimations(page);
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const route of publicRoutes) {
    test(`${route} on desktop and on a 375 px phone`, async ({ page }) => {
      // Two full axe runs; on a busy 2-core machine (the server warming its engine at start) they can pass a minute.
      test.slow();
      await page.goto(route);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 375, height: 740 });
      await page.reload();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the landing page with the whole page scrolled through, the mobile menu open and the help widget open', async ({
    page,
  }) => {
    // Three axe runs over the long landing page: more than the default minute on a loaded machine.
    test.slow();
    await page.setViewportSize({ width: 375, height: 740 });
    await openLanding(page);
    await settle(page);
    // Brings in the lazily loaded avatars and the feature cards' entrance.
    for (const id of ['features', 'testimonials', 'pricing'])
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.locator('#testimonials figure').last().scrollIntoViewIfNeeded();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Questions?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Questions about Pathwise?' });
    await dialog.getByRole('textbox', { name: 'Ask a question' }).fill('Is there a free trial?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('log')).toContainText('7-day free trial');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the check itself fails on a real violation (an unlabelled control)', async ({ page }) => {
    await page.goto('/about');
    await settle(page);
    await page.evaluate(() => {
      document.querySelector('main')?.insertAdjacentHTML('beforeend', '<input type="text">');
    });
    expect((await seriousViolations(page)).map((violation) => violation.rule)).toContain('label');
  });

  test('the landing page is usable with the keyboard: skip link, visible focus, menu and widget', async ({
    page,
  }) => {
    await openLanding(page);
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    // Reach the help widget's button by keyboard alone and open it with Enter.
    const launcher = page.getByRole('button', { name: 'Questions?' });
    for (let i = 0; i < 60 && !(await launcher.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(launcher).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Ask a question' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(launcher).toBeFocused();
  });

  test('reduced motion: the landing page shows everything without animating it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const running = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().duration !== 0.01).length,
    );
    expect(running).toBe(0);
    const opacities = await page
      .locator('#features ul > li')
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).opacity));
    expect(opacities).toEqual(['1', '1', '1', '1', '1']);
  });
});
