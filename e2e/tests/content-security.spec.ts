import { type Page, expect, test } from '@playwright/test';
import { learnerWithPlan, signInBrowser } from '../support/api';

const VIOLATION = 'policy violation:';

/** Every Content-Security-Policy violation the page reports, as console lines the test collects. */
function collectViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith(VIOLATION)) seen.push(`${page.url()} ${message.text()}`);
  });
  return seen;
}

test.describe('content security policy', () => {
  test("the learner's screens run within the policy: nothing is refused", async ({ page, request }) => {
    const violations = collectViolations(page);
    await page.addInitScript((prefix) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.log(`${prefix} ${event.violatedDirective} ${event.blockedURI}`);
      });
    }, VIOLATION);

    // The day: every answer parsed with the contract's schemas, then a streamed tutor reply.
    const learner = await learnerWithPlan(request);
    await signInBrowser(page, learner);
    await page.goto('/Tutor');
    await expect(page.getByRole('heading', { level: 2, name: /^Day 1: / })).toBeVisible({ timeout: 30_000 });
    const input = page.getByPlaceholder("Answer... or Ask what you didn't understand");
    await input.fill('What is a variable?');
    await input.press('Enter');
    await expect(page.getByRole('log', { name: 'Tutor chat' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Answer', exact: true })).toBeEnabled({ timeout: 30_000 });

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(violations).toEqual([]);
  });
});
