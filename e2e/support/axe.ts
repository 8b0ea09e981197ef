import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The ids of the page's serious and critical axe violations (WCAG 2.1 A and AA). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => violation.id);
}
