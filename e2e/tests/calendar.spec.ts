import { readFile } from 'node:fs/promises';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-US' });

test.describe('Add to calendar', () => {
  for (const width of [375, 1280]) {
    test(`at ${String(width)} px: after saving a reminder, the learner downloads the daily study time as an .ics file`, async ({
      page,
      baseURL,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn();
      await page.goto('/reminder-settings');
      await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
      // Nothing saved yet: nothing to put in a calendar.
      await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);

      await page.getByLabel('Course Topic', { exact: true }).fill('Data Science');
      await page.getByLabel('Reminder Time', { exact: true }).fill('07:30');
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      const add = page.getByRole('button', { name: 'Add to calendar' });
      await expect(add).toBeVisible();

      const downloading = page.waitForEvent('download');
      await add.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('pathwise-study-time.ics');
      const text = await readFile(await download.path(), 'utf8');
      const lines = text.replace(/\r\n /g, '').split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('RRULE:FREQ=DAILY');
      expect(lines.find((line) => line.startsWith('DTSTART;'))).toMatch(
        /^DTSTART;TZID=Asia\/Kolkata:\d{8}T073000$/,
      );
      expect(lines).toContain("SUMMARY:Pathwise: today's lesson in Data Science");
      expect(lines).toContain(`URL:${String(baseURL)}/Tutor`);
      await expect(page.getByText('Calendar file downloaded.', { exact: false })).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
