import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const SIZES = [
  { name: 'a 375 px phone', width: 375, height: 800 },
  { name: 'a 1280 px desktop', width: 1280, height: 800 },
];

/** An answer that names none of a question's key points: graded as a miss. */
const WRONG = 'I am not sure, maybe it is something about colours.';

/**
 * Decision 052: a graded quiz answer moves its question's key points; the next plan day the tutor's first reply
 * names what yesterday's lesson left not solid and offers a recap, and the Profile's "What you know" card shows
 * each point in words. The developer tools' POST /api/dev/complete-plan (on for this suite) stands in for the
 * night between day 1 and day 2.
 */
test.describe('the next day starts from yesterday', () => {
  for (const size of SIZES) {
    test(`on ${size.name}: a missed and a skipped question come back as a recap offer, and on the Profile`, async ({
      page,
      request,
      signIn,
    }) => {
      // A plan, a lesson, a graded answer, two tutor replies and (on a phone) an axe run.
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      const learner = await signIn({ goal: 'Learn Python' });

      // Day 1: one quiz question answered wrong in the lesson's quiz step, the others left unanswered.
      await page.goto('/Tutor');
      const dayOneTitle = page.getByRole('heading', { level: 2, name: /^Day 1: / });
      await expect(dayOneTitle).toBeVisible({ timeout: 30_000 });
      const topic = ((await dayOneTitle.textContent()) ?? '').replace(/^Day 1: /, '').trim();
      expect(topic.length).toBeGreaterThan(3);
      await page.getByRole('button', { name: 'Next: Quiz' }).click();
      const questions = page.getByRole('region', { name: 'Quiz', exact: true }).locator('ol > li');
      const questionTexts = (await questions.locator('> p').allTextContents()).map((text) => text.trim());
      expect(questionTexts.length).toBeGreaterThanOrEqual(2);
      const first = questions.first();
      await first.getByRole('textbox', { name: 'Your answer to question 1' }).fill(WRONG);
      await first.getByRole('button', { name: 'Check answer' }).click();
      await expect(first.getByRole('status')).toContainText('Feedback', { timeout: 30_000 });

      // The next day: day 1 completed yesterday.
      const moved = await request.post('/api/dev/complete-plan', {
        headers: bearer(learner),
        data: { days: 1 },
      });
      expect(moved.status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: /^Day 2: / })).toBeVisible({
        timeout: 30_000,
      });

      // The day's first reply names yesterday's lesson, what is not solid and what was skipped, and offers a recap.
      const log = page.getByRole('log', { name: 'Tutor chat' });
      const input = page.getByRole('textbox', { name: 'Your answer or question' });
      const answerButton = page.getByRole('button', { name: 'Answer', exact: true });
      await input.fill('Hi');
      await input.press('Enter');
      const offer = log.getByRole('listitem').filter({ hasText: "Before today's lesson" });
      await expect(offer).toContainText(`Before today's lesson: yesterday's lesson (Day 1, ${topic})`, {
        timeout: 30_000,
      });
      await expect(offer).toContainText("you haven't got");
      const skipped = questionTexts.length - 1;
      await expect(offer).toContainText(
        skipped === 1
          ? 'one question was left unanswered'
          : `${String(skipped)} questions were left unanswered`,
      );
      await expect(offer).toContainText('Say recap for a two-minute recap first');
      await expect(answerButton).toBeEnabled({ timeout: 30_000 });

      // "recap": each of day 1's questions (one missed, the rest skipped), then back to today's open question.
      await input.fill('recap');
      await input.press('Enter');
      const recap = log.getByRole('listitem').filter({ hasText: 'two-minute recap of Day 1' });
      await expect(recap).toContainText(`Here's your two-minute recap of Day 1, ${topic}:`, {
        timeout: 30_000,
      });
      for (const question of questionTexts) await expect(recap).toContainText(question);
      await expect(recap).toContainText("When you're ready, back to the quiz: Question 1 of");
      await expect(answerButton).toBeEnabled({ timeout: 30_000 });

      // The Profile: day 1's points in words, the missed one "Not yet", the skipped ones "Not yet · skipped".
      const mastery = await request.get('/api/review/mastery', { headers: bearer(learner) });
      expect(mastery.status()).toBe(200);
      const { counts } = (await mastery.json()) as {
        counts: { solid: number; shaky: number; notYet: number };
      };
      expect(counts.notYet).toBeGreaterThan(0);
      await page.goto('/profile');
      const card = page.getByRole('region', { name: 'What you know' });
      await expect(card.getByText(/^\d+ solid · \d+ shaky · \d+ not yet$/)).toHaveText(
        `${String(counts.solid)} solid · ${String(counts.shaky)} shaky · ${String(counts.notYet)} not yet`,
      );
      const dayOne = card
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: `Day 1 · ${topic}`, exact: true }) });
      await expect(dayOne).toHaveCount(1);
      await expect(dayOne.getByText('Not yet', { exact: true }).first()).toBeVisible();
      await expect(dayOne.getByText('Not yet · skipped', { exact: true }).first()).toBeVisible();

      // On a phone: the card passes axe, and once the page has settled nothing is wider than the screen.
      if (size.width === 375) {
        expect(
          await seriousViolations(page, { include: 'section[aria-labelledby="mastery-title"]' }),
        ).toEqual([]);
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          innerWidth: window.innerWidth,
        }));
        expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
      }
    });
  }
});
