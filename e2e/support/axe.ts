import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where to look: only inside `include`, or everywhere but `exclude` (CSS selectors). */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/** Waits for spinners and skeletons to go and fast-forwards entrance animations, so axe sees the settled page. */
export async function settleAnimations(page: Page) {
  await expect(page.locator('[role="status"] .animate-spin, .animate-pulse')).toHaveCount(0);
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
  });
}

/**
 * The page's serious and critical axe violations (WCAG 2.1 A and AA, and best practice) with where they are,
 * once the page has settled. The one accessibility check every spec uses. It also runs axe's check that a
 * control's accessible name contains its visible words (WCAG 2.5.3, Label in Name), which axe ships switched off
 * as experimental and Lighthouse runs.
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}) {
  await settleAnimations(page);
  // Legacy mode runs axe inside the page. The default opens a blank page beside it for every run to gather
  // cross-origin frames' results, which these screens do not have: it took twice as long (1.6 s against 0.9 s on
  // /login, quiet host).
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
