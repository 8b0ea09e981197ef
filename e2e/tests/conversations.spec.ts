import type { APIRequestContext } from '@playwright/test';
import { bearer, type SeededLearner } from '../support/api';
import { expect, test } from '../support/fixtures';

interface TodayLesson {
  day: number;
  lesson: { topicName: string; quiz: Array<{ question: string; answer: string }> };
}

/** Today's lesson of a learner with a generated plan (offline engine), through the real API. */
async function todayLesson(request: APIRequestContext, learner: SeededLearner) {
  const today = await request.get('/api/plan/learning-plan/today', { headers: bearer(learner) });
  expect(today.status()).toBe(200);
  return (await today.json()) as TodayLesson;
}

const GREETING = "Hi! I'm your AI tutor. Say 'Hi' to begin today's learning journey!";

test.describe('conversations', () => {
  test('tutor: from the greeting to a graded quiz answer, and the day’s chat survives a reload', async ({
    page,
    request,
    signIn,
  }) => {
    const learner = await signIn({ goal: 'Learn Python' });
    const today = await todayLesson(request, learner);
    const [first, second] = today.lesson.quiz;
    await page.goto('/Tutor');

    const log = page.getByRole('log', { name: 'Tutor chat' });
    await expect(log).toContainText(GREETING);
    await expect(log).toContainText('Say "Hi" to start learning!');
    const input = page.getByPlaceholder("Answer... or Ask what you didn't understand");
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeVisible();

    await input.fill('Hi');
    await input.press('Enter');
    await expect(log).toContainText(`Question 1 of ${today.lesson.quiz.length}: ${first!.question}`);
    await expect(page.getByRole('button', { name: 'Answer', exact: true })).toBeEnabled();

    await input.fill(first!.answer);
    await page.getByRole('button', { name: 'Answer', exact: true }).click();
    await expect(log).toContainText('Excellent');
    await expect(log).toContainText(`Question 2 of ${today.lesson.quiz.length}: ${second!.question}`);

    await page.reload();
    const restored = page.getByRole('log', { name: 'Tutor chat' });
    await expect(restored).toContainText(`Question 2 of ${today.lesson.quiz.length}: ${second!.question}`);
    await expect(restored.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Answer', exact: true })).toBeVisible();
  });

  test('tutor: a new device restores the day from the server', async ({ page, request, signIn }) => {
    const learner = await signIn({ goal: 'Learn SQL' });
    const today = await todayLesson(request, learner);
    const asked = await request.post('/api/AI/tutor', {
      headers: { Authorization: `Bearer ${learner.token}` },
      data: { user_id: learner.userId, question: 'Hi' },
    });
    expect(asked.status()).toBe(200);
    await page.goto('/Tutor');
    const log = page.getByRole('log', { name: 'Tutor chat' });
    await expect(log).toContainText(today.lesson.quiz[0]!.question);
    await expect(log.getByRole('listitem')).toHaveCount(3);
  });

  test('chatbot: answers a question and keeps the conversation', async ({ page, signIn }) => {
    await signIn({ goal: 'Learn React' });
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Learning Assistant' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('How do I stay consistent?');
    await input.press('Enter');
    const log = page.getByRole('log', { name: /AI learning assistant/ });
    await expect(log).toContainText('Consistency beats intensity');
    await input.fill('What is on day 2?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log).toContainText('Day 2 of your plan:');
    await page.reload();
    await expect(page.getByRole('log', { name: /AI learning assistant/ })).toContainText(
      'Consistency beats intensity',
    );
  });

  test('cross-questioning: from a topic to feedback, with both validation messages', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/cross-questioning');
    await expect(page.getByRole('heading', { level: 1, name: 'Cross Questioning' })).toBeVisible();

    await page.getByRole('button', { name: 'Generate Questions' }).click();
    await expect(page.getByText('Please enter a topic to generate questions.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Topic' }).fill('SQL joins');
    await page.getByRole('button', { name: 'Generate Questions' }).click();
    const answers = page.getByRole('textbox', { name: /^\d+\. / });
    await expect(answers.first()).toBeVisible();
    const count = await answers.count();
    expect(count).toBeGreaterThanOrEqual(3);

    await answers
      .first()
      .fill('INNER JOIN keeps only matching rows; LEFT JOIN keeps all left rows with NULLs.');
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    await expect(page.getByText('Please provide answers for all questions.')).toBeVisible();

    for (let index = 1; index < count; index += 1)
      await answers
        .nth(index)
        .fill('It depends on which rows you need to keep, because joins match rows on a key.');
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    const feedback = page.getByRole('region', { name: 'Feedback' });
    await expect(feedback).toBeVisible();
    await expect(feedback.getByText(/^\d+\/10$/)).toHaveCount(count);
    await expect(feedback).toContainText('Model answer:');
  });
});
