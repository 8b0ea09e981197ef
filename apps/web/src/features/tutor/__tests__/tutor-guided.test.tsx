import { operations } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/storage';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import { lessonStepsKey } from '../hooks/use-lesson-steps';
import { CHECK_FAILED } from '../components/quiz-feedback';
import { ANSWER_REQUIRED } from '../components/answer-form';
import { completeAnyway, TODAY, todayLesson, tutorRoutes } from './tutor-fixtures';

const EVALUATE = 'POST /api/crossquestion/evaluate-answer';
const ENDED = 'Your free trial has ended. Unlock Premium (₹499, lifetime access) to keep learning.';

async function openLesson(url = '/Tutor') {
  const app = renderApp(url, { loggedIn: true });
  const card = await screen.findByRole('article', { name: 'Day 3: State with useState' });
  return { ...app, card };
}

const steps = () => screen.getByRole('navigation', { name: 'Lesson steps' });
const step = (name: RegExp) => within(steps()).getByRole('button', { name });
const firstQuestion = (card: HTMLElement) =>
  within(card).getByText('What does useState return?').closest('li') as HTMLElement;

describe('guided lesson: the steps', () => {
  it('shows Read → Quiz → Task, moves on with Next, opens any step and keeps its place after a reload', async () => {
    mockApi(tutorRoutes());
    const { user, unmount } = await openLesson();
    expect(screen.getByTestId('lesson-step-progress')).toHaveTextContent('Step 1 of 3: Read');
    expect(step(/^Read/)).toHaveAttribute('aria-current', 'step');
    expect(step(/^Quiz/)).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Next: Quiz' }));
    expect(screen.getByTestId('lesson-step-progress')).toHaveTextContent('Step 2 of 3: Quiz');
    expect(step(/^Read/)).toHaveAccessibleName('Read (done)');
    expect(step(/^Quiz/)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Quiz' })).toHaveFocus();

    // Steps guide, they do not lock: the task opens before the quiz is done.
    await user.click(step(/^Task/));
    expect(step(/^Task/)).toHaveAttribute('aria-current', 'step');
    expect(step(/^Quiz/)).toHaveAccessibleName('Quiz');
    expect(screen.getByRole('heading', { name: 'Hands-On Task' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mark as Completed' })).toBeEnabled();

    unmount();
    await openLesson();
    expect(screen.getByTestId('lesson-step-progress')).toHaveTextContent('Step 3 of 3: Task');
    expect(step(/^Read/)).toHaveAccessibleName('Read (done)');
  });

  it('shows every step done for a completed lesson', async () => {
    mockApi(tutorRoutes({ [TODAY]: todayLesson({ completed: true }) }));
    await openLesson();
    expect(screen.getByTestId('lesson-step-progress')).toHaveTextContent('All 3 steps done');
    expect(within(steps()).queryByRole('button', { current: 'step' })).not.toBeInTheDocument();
  });

  it('keeps the steps per learner per day and forgets them on logout, like the chat', async () => {
    mockApi(tutorRoutes());
    const { user } = await openLesson();
    await user.click(screen.getByRole('button', { name: 'Next: Quiz' }));
    const key = lessonStepsKey(TEST_USER_ID);
    expect(key).toBe(`lessonSteps_${TEST_USER_ID}-${new Date().toISOString().slice(0, 10)}`);
    await waitFor(() => {
      expect(JSON.parse(window.localStorage.getItem(key) ?? '{}')).toMatchObject({
        current: 'quiz',
        done: ['read'],
      });
    });
    clearSession();
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});

describe('guided lesson: the quiz checked in place', () => {
  it('sends the answer to the grader and shows its feedback under the question', async () => {
    let release: () => void = () => undefined;
    const api = mockApi(
      tutorRoutes({
        [EVALUATE]: () =>
          new Promise<Response>((resolve) => {
            release = () => {
              resolve(json({ feedback: 'Right: a **pair**, the value and its setter.', score: 8 }));
            };
          }),
      }),
    );
    const { user, card } = await openLesson();
    const question = firstQuestion(card);
    await user.click(within(question).getByRole('button', { name: 'Check answer' }));
    expect(within(question).getByText(ANSWER_REQUIRED)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/crossquestion/evaluate-answer')).toHaveLength(0);

    await user.type(
      within(question).getByRole('textbox', { name: 'Your answer to question 1' }),
      ' A value and a setter ',
    );
    await user.click(within(question).getByRole('button', { name: 'Check answer' }));
    expect(within(question).getByRole('button', { name: 'Checking...' })).toBeDisabled();
    release();
    const feedback = await within(question).findByRole('status');
    expect(feedback).toHaveTextContent('Right: a pair, the value and its setter.');
    expect(within(feedback).getByText('8/10')).toBeInTheDocument();
    expect(within(feedback).getByText('Score: 8 out of 10')).toBeInTheDocument();
    // The lesson's day goes with it: the server grades by that lesson and keeps the question for review.
    expect(api.callsTo('POST', '/api/crossquestion/evaluate-answer')[0]?.body).toEqual({
      question: 'What does useState return?',
      userAnswer: 'A value and a setter',
      lessonDay: 3,
    });
  });

  it('says the check failed, keeps the answer and tries again', async () => {
    let calls = 0;
    mockApi(
      tutorRoutes({
        [EVALUATE]: () => {
          calls += 1;
          return calls === 1
            ? json({ error: 'Something broke' }, 500)
            : json({ feedback: 'Spot on.', score: 9 });
        },
      }),
    );
    const { user, card } = await openLesson();
    const question = firstQuestion(card);
    const box = within(question).getByRole('textbox', { name: 'Your answer to question 1' });
    await user.type(box, 'A pair');
    await user.click(within(question).getByRole('button', { name: 'Check answer' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(CHECK_FAILED);
    expect(box).toHaveValue('A pair');
    await user.click(within(question).getByRole('button', { name: 'Try again' }));
    expect(await within(question).findByRole('status')).toHaveTextContent('Spot on.');
    expect(within(question).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the trial has ended and links to the payment screen on a 402', async () => {
    mockApi(tutorRoutes({ [EVALUATE]: json({ error: ENDED }, 402) }));
    const { user, card } = await openLesson();
    const question = firstQuestion(card);
    await user.type(within(question).getByRole('textbox', { name: 'Your answer to question 1' }), 'A pair');
    await user.click(within(question).getByRole('button', { name: 'Check answer' }));
    const notice = await within(question).findByRole('status');
    expect(notice).toHaveTextContent(ENDED);
    expect(notice).not.toHaveTextContent(CHECK_FAILED);
    expect(within(notice).getByRole('link', { name: 'Unlock Premium' })).toHaveAttribute('href', '/payment');
    expect(within(question).getByRole('textbox')).toHaveValue('A pair');
  });

  it('checks answers on the dashboard too, keeping its model answers behind the disclosure', async () => {
    mockApi(tutorRoutes({ [EVALUATE]: { feedback: 'Good.', score: 7 } }));
    const { user, card } = await openLesson('/dashboard');
    const question = firstQuestion(card);
    expect(within(question).getByText('Check your answer')).toBeInTheDocument();
    expect(within(question).getByText('A value and a setter.')).not.toBeVisible();
    await user.type(within(question).getByRole('textbox'), 'A pair');
    await user.click(within(question).getByRole('button', { name: 'Check answer' }));
    expect(await within(question).findByRole('status')).toHaveTextContent('Good.');
  });
});

describe('guided lesson: the completion moment', () => {
  const ROADMAP = 'GET /api/plan/learning-plan';
  /** The plan the 30-day map reads: tomorrow's title comes from it. */
  const plan = {
    plan: {
      id: '5f0c1a52-9a43-4a39-9d0e-7c1f3c7d9b11',
      goal: 'React for my job',
      experience: 'Beginner',
      duration: 30,
      plan: Object.fromEntries(
        Array.from({ length: 30 }, (_, index) => [
          String(index + 1),
          {
            topicName: index === 3 ? 'Effects and data fetching' : `Topic ${String(index + 1)}`,
            quiz: ['Why?'],
            project: 'Build it.',
            exercise: 'Try it.',
          },
        ]),
      ),
      coverage: { method: 'provider', courses: [], context: [], note: 'Made for you.', nearest: [] },
    },
    completedDays: [1, 2],
    today: 3,
  };

  it('celebrates the day: the streak grows from 2 to 3, tomorrow is named, focus is on Dismiss, Escape closes', async () => {
    mockApi(tutorRoutes({ [ROADMAP]: plan }));
    const { user, card } = await openLesson();
    // The plan is on the page (the 30-day map) before the lesson is marked completed.
    await screen.findByText(/^2 of 30 days done/);
    await completeAnyway({ user });
    const moment = await screen.findByRole('region', { name: 'Day 3 complete. Well done!' });
    // Read out once, politely: it sits in the lesson's live region.
    expect(moment.closest('[role="status"]')).not.toBeNull();
    expect(moment).toHaveTextContent('Your learning streak is now 3 days.');
    expect(moment).toHaveTextContent('up from 2');
    expect(moment).toHaveTextContent('TomorrowDay 4: Effects and data fetching');
    // SPEC's toast and chat line stay.
    expect(await screen.findByText('🎉 Lesson marked as completed!')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Tutor chat' })).toHaveTextContent(
      'Complete above Hands On Task!',
    );
    expect(screen.getByTestId('lesson-step-progress')).toHaveTextContent('All 3 steps done');

    // Mark as Completed is disabled now; the focus is in the moment, and Escape closes it.
    expect(within(moment).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /complete\. Well done!/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'Day 3: State with useState' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
  });

  it('moves only for a learner who has not asked for reduced motion: the old number then gives way to the new', async () => {
    mockApi(tutorRoutes());
    const { user } = await openLesson();
    await completeAnyway({ user });
    const moment = await screen.findByRole('region', { name: 'Day 3 complete. Well done!' });
    const animated = [moment, ...moment.querySelectorAll('*')].flatMap((element) =>
      [...element.classList].filter((name) => name.includes('animate-')),
    );
    expect(animated).toContain('motion-safe:animate-count-in');
    expect(animated).toContain('motion-safe:animate-count-out');
    expect(animated.filter((name) => !name.startsWith('motion-safe:'))).toEqual([]);
    // The old number is hidden unless it animates away; the new one is what stays.
    const old = within(moment).getByText('2', { exact: true });
    expect(old).toHaveClass('opacity-0');
    expect(old.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is not shown when completing fails', async () => {
    mockApi(tutorRoutes({ ...on(operations.plan.completeLesson, json({ error: 'Something broke' }, 500)) }));
    const { user } = await openLesson();
    await completeAnyway({ user });
    expect(await screen.findByText('❌ Failed to mark lesson as complete.')).toBeInTheDocument();
    expect(screen.queryByText(/complete\. Well done!/)).not.toBeInTheDocument();
    expect(screen.getByTestId('lesson-step-progress')).toHaveTextContent('Step 1 of 3: Read');
  });

  it('shows on the dashboard too, leaving the streak out when the answer has none', async () => {
    mockApi(tutorRoutes({ ...on(operations.plan.completeLesson, json({})) }));
    const { user } = await openLesson('/dashboard');
    await completeAnyway({ user });
    const moment = await screen.findByRole('region', { name: 'Day 3 complete. Well done!' });
    expect(moment).toHaveTextContent('Day 4 opens tomorrow.');
    expect(moment).not.toHaveTextContent(/streak/i);
  });

  it('says the plan is over after its last day', async () => {
    mockApi(tutorRoutes({ [TODAY]: todayLesson({ day: 30 }) }));
    const app = renderApp('/Tutor', { loggedIn: true });
    await screen.findByRole('article', { name: 'Day 30: State with useState' });
    await completeAnyway(app);
    const moment = await screen.findByRole('region', { name: 'Day 30 complete. Well done!' });
    expect(moment).toHaveTextContent('That was the last day of your plan.');
  });
});
