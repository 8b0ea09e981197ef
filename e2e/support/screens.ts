import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * A screenshot of the page for review: attached to the test's report, and written to SCREENS_DIR too when it
 * is set (`npm run screens` writes docs/screens/, which is committed so a change to the learner's day shows in
 * review as a changed picture). CI's list reporter keeps no attachments, so there it is taken only for
 * SCREENS_DIR: a full-page picture costs 1–3 s of a busy core.
 */
export async function screen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SCREENS_DIR;
  if (process.env.CI && !dir) return;
  const { width } = page.viewportSize() ?? { width: 0 };
  const file = `${String(width)}-${name}.png`;
  // From the top: a sticky header scrolled along would otherwise sit in the middle of a full-page picture.
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  const body = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    ...(dir ? { path: path.resolve(dir, file) } : {}),
  });
  await testInfo.attach(file, { body, contentType: 'image/png' });
}
