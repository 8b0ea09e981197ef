import type { Page } from '@playwright/test';

/**
 * Opens the prerendered landing page and waits until its scripts have run. They are asked for after the first
 * paint (decision 033), so the page's load event can come before them; the entry marks <html data-hydrated>.
 */
export async function openLanding(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
