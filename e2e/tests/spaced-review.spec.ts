import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const SIZES = [
  { name: 'a 375 px phone', width: 375, height: 740 },
  { name: 'a 1280 px desktop', width: 1280, height: 800 },
];

/**
 * Spaced review (decision 027): a quiz answer joins review; once it is due (the developer tools' POST
 * /api/dev/review-due stands in for the days FSRS waits, on for this suite) the review step comes
 * before the day's lesson, is graded like the quiz, and the Profile shows the figures.
 */
test.describe('spaced review', () => {
  for (const size of SIZES) {
    test(`on ${size.name}: a quiz answer comes back for review before the lesson, then on the Profile`, async ({
      page,
      request,
      signIn,
    }) => {
      // A plan, a lesson, two graded answers and three axe runs.
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      const learner = await signIn({ goal: 'Learn Python' });
      await page.goto('/Tutor');
      const lessonTitle = page.getByRole('heading', { level: 2, name: /^Day 1: / });
      await expect(lessonTitle).toBeVisible({ timeout: 30_000 });
      // Nothing answered yet: no review step.
      await expect(page.getByRole('region', { name: 'Review' })).toHaveCount(0);

      // Answer the first quiz question in the lesson.
      await page.getByRole('button', { name: 'Next: Quiz' }).click();
      const question = page.getByRole('region', { name: 'Quiz', exact: true }).locator('ol > li').first();
      const questionText = (await question.locator('p').first().textContent())?.trim() ?? '';
      expect(questionText.length).toBeGreaterThan(5);
      await question.getByRole('textbox', { name: 'Your answer to question 1' }).fill('I am not sure yet.');
      await question.getByRole('button', { name: 'Check answer' }).click();
      await expect(question.getByRole('status')).toContainText('Feedback', { timeout: 30_000 });

      // FSRS brings it back on a later day; the developer tools move that day to now.
      const moved = await request.post('/api/dev/review-due', { headers: bearer(learner) });
      expect(moved.status()).toBe(200);
      expect(((await moved.json()) as { items: number }).items).toBe(1);

      await page.reload();
      const review = page.getByRole('region', { name: 'Review' });
      await expect(review).toBeVisible({ timeout: 30_000 });
      await expect(lessonTitle).toHaveCount(0);
      await expect(review.getByTestId('review-progress')).toHaveText('Question 1 of 1');
      await expect(review.getByText(questionText, { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Keyboard only: type the answer, check it, then go on to the lesson.
      await review.getByRole('textbox', { name: 'Your answer to review question 1' }).focus();
      await page.keyboard.type('A variable is a name that points to a value, for example age = 30.');
      await page.keyboard.press('Tab');
      await expect(review.getByRole('button', { name: 'Check answer' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(review.getByRole('status')).toContainText('Feedback', { timeout: 30_000 });
      await expect(review.getByText(/^We will ask this again (tomorrow|in \d+ days)\.$/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await review.getByRole('button', { name: 'Go to today’s lesson' }).click();
      await expect(lessonTitle).toBeFocused();

      // Answered: it is not due again today, so a reload goes straight to the lesson.
      await page.reload();
      await expect(lessonTitle).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Review' })).toHaveCount(0);

      // The Profile's figures: one question, none due, one review answered.
      await page.goto('/profile');
      const figures = page.getByRole('region', { name: 'Review' });
      await expect(figures.getByText('Due now').locator('xpath=following-sibling::*[1]')).toHaveText('0');
      await expect(figures).toContainText('1 question in review.');
      await expect(figures).toContainText('(1 answered)');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('Skip review goes straight to the lesson and holds for the day', async ({ page, request, signIn }) => {
    test.slow();
    const learner = await signIn({ goal: 'Learn Python' });
    const today = await request.get('/api/plan/learning-plan/today', { headers: bearer(learner) });
    const { day, lesson } = (await today.json()) as {
      day: number;
      lesson: { quiz: Array<{ question: string }> };
    };
    const graded = await request.post('/api/crossquestion/evaluate-answer', {
      headers: bearer(learner),
      data: { question: lesson.quiz[0]?.question, userAnswer: 'No idea.', lessonDay: day },
    });
    expect(graded.status()).toBe(200);
    await request.post('/api/dev/review-due', { headers: bearer(learner) });

    await page.goto('/dashboard');
    const review = page.getByRole('region', { name: 'Review' });
    await expect(review).toBeVisible({ timeout: 30_000 });
    await review.getByRole('button', { name: 'Skip review' }).click();
    const lessonTitle = page.getByRole('heading', { level: 2, name: /^Day 1: / });
    await expect(lessonTitle).toBeFocused();
    await page.reload();
    await expect(lessonTitle).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Review' })).toHaveCount(0);
  });
});
