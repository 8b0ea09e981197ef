import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the content and fast-forwards entrance animations, then runs axe with a11y.spec.ts's rules
 * (WCAG 2.1 A and AA, best practice): the serious and critical violations with where they are.
 */
export async function seriousViolations(page: Page) {
  await expect(page.locator('[role="status"] .animate-spin, .animate-pulse')).toHaveCount(0);
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
