import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, type RecordedCall } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import { lessonQuizKey } from '../hooks/use-quiz-progress';
import { quizReminder } from '../utils/quiz-messages';
import { COMPLETE, lesson, TODAY, todayLesson, tutorRoutes } from './tutor-fixtures';

const EVALUATE = 'POST /api/crossquestion/evaluate-answer';

/** Today's lesson with four questions; the grader's score for each is set per test. */
const quiz = [
  { question: 'What does useState return?', answer: 'A value and a setter.' },
  { question: 'Why not mutate state?', answer: 'React would not see the change.' },
  { question: 'When does a component re-render?', answer: 'When its state or props change.' },
  { question: 'What is the initial value for?', answer: 'The first render only.' },
];

function routes(scores: Record<number, number | null>, overrides: Record<string, unknown> = {}) {
  return tutorRoutes({
    [TODAY]: todayLesson({ lesson: { ...lesson, quiz } }),
    [EVALUATE]: ({ body }: RecordedCall) => {
      const index = quiz.findIndex((item) => item.question === (body as { question: string }).question);
      const score = scores[index + 1] ?? null;
      return json({ feedback: `Feedback on ${String(index + 1)}.`, ...(score === null ? {} : { score }) });
    },
    ...overrides,
  });
}

async function openLesson(url = '/Tutor') {
  const app = renderApp(url, { loggedIn: true });
  await screen.findByRole('heading', { level: 2, name: 'Day 3: State with useState' });
  return app;
}

type App = Awaited<ReturnType<typeof openLesson>>;

const answerBox = (number: number) =>
  screen.getByRole('textbox', { name: `Your answer to question ${String(number)}` });

async function answer({ user }: App, number: number, text = 'My answer') {
  const question = answerBox(number).closest('li') as HTMLElement;
  await user.type(answerBox(number), text);
  await user.click(within(question).getByRole('button', { name: 'Check answer' }));
  await within(question).findByText(`Feedback on ${String(number)}.`);
}

const step = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Lesson steps' })).getByRole('button', { name });
const completions = (api: ReturnType<typeof mockApi>) => api.callsTo('POST', '/api/plan/complete-lesson');

describe('the quiz step', () => {
  it('is done only once every question has an answer, whatever the score, and after a reload too', async () => {
    mockApi(routes({ 1: 9, 2: 8, 3: 3, 4: null }));
    const app = await openLesson();
    await app.user.click(screen.getByRole('button', { name: 'Next: Quiz' }));
    await answer(app, 1);
    await answer(app, 2);
    expect(step(/^Quiz/)).toHaveAccessibleName('Quiz');

    // Moving on early is allowed: the learner is told how many are left, and the quiz stays not done.
    await app.user.click(screen.getByRole('button', { name: 'Next: Task' }));
    expect(step(/^Quiz/)).toHaveAccessibleName('Quiz');
    expect(step(/^Task/)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Hands-On Task' })).toHaveFocus();
    expect(await screen.findByText('2 of 4 questions still need an answer.')).toBeInTheDocument();

    await answer(app, 3);
    expect(step(/^Quiz/)).toHaveAccessibleName('Quiz');
    await answer(app, 4);
    expect(step(/^Quiz/)).toHaveAccessibleName('Quiz (done)');

    // Only the grades are kept, beside the steps, never the learner's words.
    const saved = window.localStorage.getItem(lessonQuizKey(TEST_USER_ID)) ?? '';
    expect(JSON.parse(saved)).toEqual({
      lesson: 'Day 3: State with useState',
      answers: [{ score: 9 }, { score: 8 }, { score: 3 }, { score: null }],
    });
    expect(saved).not.toContain('My answer');

    app.unmount();
    await openLesson();
    expect(step(/^Quiz/)).toHaveAccessibleName('Quiz (done)');
    const question = (number: number) => answerBox(number).closest('li') as HTMLElement;
    expect(question(1)).toHaveTextContent('You answered this earlier today (9/10).');
    expect(question(3)).toHaveTextContent('You answered this earlier today (3/10): worth another try.');
    expect(question(4)).toHaveTextContent('You answered this earlier today.');
  });

  it('starts afresh on a new day: yesterday’s grades do not count', async () => {
    window.localStorage.setItem(
      lessonQuizKey(TEST_USER_ID, new Date(Date.now() - 86_400_000)),
      JSON.stringify({ lesson: 'Day 3: State with useState', answers: quiz.map(() => ({ score: 9 })) }),
    );
    mockApi(routes({}));
    const app = await openLesson();
    expect(screen.queryByText(/answered this earlier today/)).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next: Quiz' }));
    await app.user.click(screen.getByRole('button', { name: 'Next: Task' }));
    expect(step(/^Quiz/)).toHaveAccessibleName('Quiz');
    expect(await screen.findByText('4 of 4 questions still need an answer.')).toBeInTheDocument();
  });
});

describe("'Mark as Completed' with the quiz open", () => {
  it('says how many are unanswered or not quite right, and "Answer them now" goes to the first', async () => {
    const api = mockApi(routes({ 1: 8, 2: 3 }));
    const app = await openLesson();
    await answer(app, 1);
    await answer(app, 2);
    const button = screen.getByRole('button', { name: 'Mark as Completed' });
    await app.user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Finish the quiz first?' });
    expect(dialog).toHaveAccessibleDescription(
      "You haven't answered 2 of 4 questions, and 1 answer was not quite right. Answering them now helps you remember.",
    );
    expect(within(dialog).getByRole('button', { name: 'Answer them now' })).toHaveFocus();
    expect(completions(api)).toHaveLength(0);

    await app.user.click(within(dialog).getByRole('button', { name: 'Answer them now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(step(/^Quiz/)).toHaveAttribute('aria-current', 'step');
    // Question 2 was not quite right: it comes before the unanswered 3 and 4.
    await waitFor(() => {
      expect(answerBox(2)).toHaveFocus();
    });
    expect(answerBox(2)).toHaveValue('My answer');
    expect(completions(api)).toHaveLength(0);
    expect(button).toHaveTextContent('Mark as Completed');
  });

  it('completes with "Mark as Completed anyway", as before', async () => {
    const api = mockApi(routes({}));
    const app = await openLesson();
    await app.user.click(screen.getByRole('button', { name: 'Next: Task' }));
    expect(await screen.findByText('4 of 4 questions still need an answer.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the quiz first?' });
    // The dialog says it again: the toast, over its buttons on a phone, is closing (long before its 5 s are up).
    await waitFor(
      () => {
        const left = screen.queryByText('4 of 4 questions still need an answer.');
        expect(left?.closest('[data-sonner-toast]')?.getAttribute('data-removed') ?? 'true').toBe('true');
      },
      { timeout: 1000 },
    );
    expect(dialog).toHaveAccessibleDescription(
      "You haven't answered any of the 4 quiz questions yet. Answering them now helps you remember.",
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Mark as Completed anyway' }));
    expect(await screen.findByText('🎉 Lesson marked as completed!')).toBeInTheDocument();
    expect(completions(api)).toHaveLength(1);
    expect(completions(api)[0]?.body).toEqual({ day: 3 });
    expect(screen.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes nothing on Escape and gives the focus back to the button', async () => {
    const api = mockApi(routes({}));
    const app = await openLesson();
    const button = screen.getByRole('button', { name: 'Mark as Completed' });
    await app.user.click(button);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(completions(api)).toHaveLength(0);
  });

  it('asks for another try when every question is answered but one is not quite right', async () => {
    mockApi(routes({ 1: 10, 2: 7, 3: 6, 4: 9 }));
    const app = await openLesson();
    for (const number of [1, 2, 3, 4]) await answer(app, number);
    await app.user.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Try the quiz again first?' });
    expect(dialog).toHaveAccessibleDescription(
      '1 of your 4 answers was not quite right. Another try now helps you remember.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Answer it now' }));
    await waitFor(() => {
      expect(answerBox(3)).toHaveFocus();
    });
  });

  it('completes at once when every answer is right (7/10 and up, or graded without a score)', async () => {
    const api = mockApi(routes({ 1: 10, 2: 7, 3: null, 4: 8 }));
    const app = await openLesson();
    for (const number of [1, 2, 3, 4]) await answer(app, number);
    await app.user.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('🎉 Lesson marked as completed!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(completions(api)).toHaveLength(1);
  });

  it('completes at once for a lesson without a quiz', async () => {
    const api = mockApi(tutorRoutes({ [TODAY]: todayLesson({ lesson: { ...lesson, quiz: [] } }) }));
    const app = await openLesson();
    await app.user.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(completions(api)).toHaveLength(1);
  });

  it('asks on the dashboard too, which then says "Already Completed"', async () => {
    const api = mockApi(
      routes({ 1: 9 }, { [COMPLETE]: { message: 'Done.', streak: 3, completed_days: [1, 2, 3] } }),
    );
    const app = await openLesson('/dashboard');
    await answer(app, 1);
    await app.user.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the quiz first?' });
    expect(dialog).toHaveAccessibleDescription(
      "You haven't answered 3 of 4 questions. Answering them now helps you remember.",
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Mark as Completed anyway' }));
    expect(await screen.findByRole('button', { name: 'Already Completed' })).toBeDisabled();
    expect(completions(api)).toHaveLength(1);
  });
});

describe('the reminder’s words', () => {
  it('fit one question and several', () => {
    expect(quizReminder({ total: 1, unanswered: 1, notQuite: 0 })).toMatchObject({
      body: "You haven't answered the quiz question yet. Answering it now helps you remember.",
      answer: 'Answer it now',
    });
    expect(quizReminder({ total: 1, unanswered: 0, notQuite: 1 }).body).toBe(
      'Your answer to the quiz question was not quite right. Another try now helps you remember.',
    );
    expect(quizReminder({ total: 5, unanswered: 1, notQuite: 2 })).toMatchObject({
      title: 'Finish the quiz first?',
      body: "You haven't answered 1 of 5 questions, and 2 answers were not quite right. Answering them now helps you remember.",
      anyway: 'Mark as Completed anyway',
    });
  });
});
