import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, type SeededLearner } from '../support/api';
import { expect, test } from '../support/fixtures';

const SIZES = [
  { name: 'a 375 px phone', width: 375, height: 800 },
  { name: 'a 1280 px desktop', width: 1280, height: 800 },
];

/** An answer that names none of a question's key points: graded as a miss. */
const WRONG = 'I am not sure, maybe it is something about colours.';
const PLAN_NOTE = 'Your plan now runs 31 study days: 1 consolidation day added to its 30.';
const STRETCH_LINE = 'Stretch version: a harder challenge follows the quiz in the tutor chat.';

interface QuizItem {
  question: string;
  answer: string;
  keyPoints: string[];
}

/**
 * Today's lesson through the API, every question answered right (its reference answer) or wrong, as the lesson's
 * quiz sends it; then the developer tools' POST /api/dev/complete-plan (on for this suite) completes the plan's
 * first days ending yesterday, standing in for the night: the next day is today's.
 */
async function studyDay(request: APIRequestContext, learner: SeededLearner, day: number, right: boolean) {
  const today = await request.get('/api/plan/learning-plan/today', { headers: bearer(learner) });
  expect(today.status()).toBe(200);
  const body = (await today.json()) as { day: number; lesson: { topicName: string; quiz: QuizItem[] } };
  expect(body.day).toBe(day);
  for (const item of body.lesson.quiz) {
    const graded = await request.post('/api/crossquestion/evaluate-answer', {
      headers: bearer(learner),
      data: { question: item.question, userAnswer: right ? item.answer : WRONG, lessonDay: day },
    });
    expect(graded.status()).toBe(200);
  }
  const moved = await request.post('/api/dev/complete-plan', {
    headers: bearer(learner),
    data: { days: day },
  });
  expect(moved.status()).toBe(200);
  return body.lesson;
}

const lessonTitle = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

/**
 * Decision 053: after a day missed for the most part the tutor offers a consolidation day (a study day the
 * streak counts, the plan a day longer); after 3 days answered right throughout, the stretch version.
 */
test.describe('pacing the learner chooses', () => {
  for (const size of SIZES) {
    test(`on ${size.name}: a day missed brings a consolidation day, studied and counted in the streak`, async ({
      page,
      request,
      signIn,
    }) => {
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      const learner = await signIn({ goal: 'Learn Python' });
      const dayOne = await studyDay(request, learner, 1, false);
      expect(dayOne.quiz.length).toBeGreaterThanOrEqual(2);
      const points = new Set(dayOne.quiz.flatMap((item) => item.keyPoints)).size;

      await page.goto('/Tutor');
      const offer = page.getByRole('region', { name: 'Take a consolidation day?' });
      await expect(offer).toBeVisible({ timeout: 30_000 });
      await expect(offer).toContainText(
        `You missed ${String(points)} of Day 1's ${String(points)} key points: a consolidation day goes over ${dayOne.topicName} again from another angle, with new practice, and Day 2 follows tomorrow.`,
      );
      await expect(offer.getByRole('button', { name: 'Go on to Day 2', exact: true })).toBeEnabled();
      await expect(lessonTitle(page, /^Day 2: /)).toBeVisible();
      await expect(page.getByText('Learning Streak: 1 day', { exact: true })).toBeVisible();
      if (size.width === 375) {
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          innerWidth: window.innerWidth,
        }));
        expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
      }

      // Taken: Day 1's topic again, with the banner and the plan's note, in place of Day 2.
      await offer.getByRole('button', { name: 'Take a consolidation day', exact: true }).click();
      await expect(lessonTitle(page, `Day 1: Another look: ${dayOne.topicName}`)).toBeVisible();
      await expect(offer).toHaveCount(0);
      await expect(lessonTitle(page, /^Day 2: /)).toHaveCount(0);
      await expect(page.getByText('Consolidation day: Day 1 again, from another angle.')).toBeVisible();
      await expect(page.getByText(PLAN_NOTE, { exact: true })).toBeVisible();

      // Its quiz (day 1's missed questions) is unanswered: Mark as Completed asks first, saying how many.
      await page.getByRole('button', { name: 'Mark as Completed', exact: true }).click();
      const reminder = page.getByRole('dialog', { name: 'Finish the quiz first?' });
      await expect(reminder).toContainText(
        `You haven't answered any of the ${String(dayOne.quiz.length)} quiz questions yet. Answering them now helps you remember.`,
      );
      await reminder.getByRole('button', { name: 'Mark as Completed anyway' }).click();

      // A study day: completed, Day 2 tomorrow, and the streak counts today.
      await expect(page.getByText('Consolidation day completed. Day 2 opens tomorrow.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
      await expect(lessonTitle(page, `Day 1: Another look: ${dayOne.topicName}`)).toBeVisible();
      await expect(page.getByText('Learning Streak: 2 days', { exact: true })).toBeVisible();
    });

    test(`on ${size.name}: three days answered right bring the stretch version, and the tutor says so`, async ({
      page,
      request,
      signIn,
    }) => {
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      const learner = await signIn({ goal: 'Learn Python' });
      for (let day = 1; day <= 3; day += 1) await studyDay(request, learner, day, true);

      await page.goto('/Tutor');
      const offer = page.getByRole('region', { name: 'Try the stretch version?' });
      await expect(offer).toBeVisible({ timeout: 30_000 });
      await expect(offer).toContainText('You got every key point of the last 3 days right');
      await expect(page.getByText(STRETCH_LINE)).toHaveCount(0);
      await offer.getByRole('button', { name: 'Try the stretch version', exact: true }).click();
      await expect(page.getByText(STRETCH_LINE, { exact: true })).toBeVisible();
      await expect(offer).toHaveCount(0);
      await expect(lessonTitle(page, /^Day 4: /)).toBeVisible();

      const log = page.getByRole('log', { name: 'Tutor chat' });
      const input = page.getByRole('textbox', { name: 'Your answer or question' });
      await input.fill('Hi');
      await input.press('Enter');
      await expect(log.getByRole('listitem').filter({ hasText: "Today's lesson is" })).toContainText(
        'This is the stretch version: a harder challenge follows the quiz.',
        { timeout: 30_000 },
      );
    });
  }

  test('on a 375 px phone: "Go on to Day 2" keeps the plan as it is', async ({ page, request, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const learner = await signIn({ goal: 'Learn Python' });
    await studyDay(request, learner, 1, false);

    await page.goto('/Tutor');
    const offer = page.getByRole('region', { name: 'Take a consolidation day?' });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    const dayTwo = lessonTitle(page, /^Day 2: /);
    const topic = await dayTwo.textContent();
    await offer.getByRole('button', { name: 'Go on to Day 2', exact: true }).click();
    await expect(offer).toHaveCount(0);
    await expect(dayTwo).toHaveText(topic ?? '');
    await expect(page.getByText(/^Consolidation day:/)).toHaveCount(0);
    // The answer is kept: the offer is not made again today.
    const pacing = await request.get('/api/plan/pacing', { headers: bearer(learner) });
    expect(await pacing.json()).toMatchObject({ offer: null, consolidation: null, extraDays: 0 });
  });
});
