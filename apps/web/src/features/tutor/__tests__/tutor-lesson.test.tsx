import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';
import {
  COMPLETE,
  completeAnyway,
  lesson,
  ME,
  PROGRESS,
  REVIEW_TODAY,
  serverError,
  TODAY,
  todayLesson,
  TRIAL,
  tutorRoutes,
} from './tutor-fixtures';

const historyKey = () => `${TEST_USER_ID}-${new Date().toISOString().slice(0, 10)}`;

async function openTutor(url = '/Tutor') {
  const app = renderApp(url, { loggedIn: true });
  await screen.findByRole('heading', { level: 1, name: /^Welcome, / });
  return app;
}

describe('tutor: today’s lesson', () => {
  it('greets the learner, shows the streak and renders the lesson with its Markdown and hands-on task', async () => {
    mockApi(tutorRoutes());
    await openTutor();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' })).toBeInTheDocument();
    expect(screen.getByText(/interactive AI tutor is ready/)).toBeInTheDocument();
    expect(await screen.findByText('Learning Streak: 2 days')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Day 3: State with useState' });
    expect(within(card).getByRole('heading', { name: 'Why state' })).toBeInTheDocument();
    expect(within(card).getByText('changes over time').tagName).toBe('STRONG');
    expect(within(card).getByText('setCount').tagName).toBe('CODE');
    expect(within(card).getByText('const [count, setCount] = useState(0);').closest('pre')).not.toBeNull();
    const read = within(card).getByRole('region', { name: 'Read the lesson' });
    expect(
      within(read)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Never mutate state directly', 'Updates are batched']);
    const task = within(card).getByRole('region', { name: 'Hands-On Task' });
    expect(task).toHaveTextContent('Add a counter to the habit tracker.');
    // The tutor variant answers the quiz in place; the model answers and the chatbot hint are the dashboard's.
    const quiz = within(card).getByRole('region', { name: 'Quiz' });
    expect(within(quiz).getByText('What does useState return?')).toBeInTheDocument();
    expect(within(quiz).getAllByRole('button', { name: 'Check answer' })).toHaveLength(2);
    expect(within(quiz).queryByText('A value and a setter.')).not.toBeInTheDocument();
    expect(within(quiz).queryByRole('link', { name: 'Chatbot' })).not.toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Tutor chat' })).toHaveTextContent('Say "Hi" to start learning!');
    expect(screen.getByRole('button', { name: 'Mark as Completed' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeEnabled();
  });

  it('shows the streak freezes beside the streak once one is earned', async () => {
    mockApi(
      tutorRoutes({
        [PROGRESS]: { streak: 14, completed_days: [1, 2], freezes_held: 2, freeze_saved_on: null },
      }),
    );
    await openTutor();
    expect(await screen.findByText('Learning Streak: 14 days')).toBeInTheDocument();
    expect(screen.getByTestId('streak-freezes')).toHaveTextContent('2 streak freezes');
    expect(screen.getByTestId('streak-freezes')).not.toHaveTextContent('saved');
  });

  it("says 'Welcome, User!' and a 0-day streak when the user and progress calls fail (only logged)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(tutorRoutes({ [ME]: serverError(), [PROGRESS]: serverError() }));
    await openTutor();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, User!' })).toBeInTheDocument();
    expect(await screen.findByText('Learning Streak: 0 days')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(warn).toHaveBeenCalled();
    });
  });

  it("falls back to 'No Topic' for a lesson without a topic name", async () => {
    mockApi(tutorRoutes({ [TODAY]: todayLesson({ lesson: { ...lesson, topicName: '' } }) }));
    await openTutor();
    expect(await screen.findByRole('heading', { name: 'Day 3: No Topic' })).toBeInTheDocument();
  });

  it("shows the answer's error field as a toast and clears the lesson", async () => {
    mockApi(
      tutorRoutes({
        [TODAY]: {
          day: null,
          lesson: null,
          completed: false,
          error: 'No learning plan found. Generate a plan to get started.',
        },
      }),
    );
    await openTutor();
    expect(
      await screen.findByRole('heading', { name: 'No lesson available for today.' }),
    ).toBeInTheDocument();
    // Once as the toast (sonner loads with the first toast), once beside the link to the plan screen.
    await waitFor(() => {
      expect(screen.getAllByText('No learning plan found. Generate a plan to get started.')).toHaveLength(2);
    });
    expect(screen.getByRole('link', { name: 'Go to Learning Plan' })).toHaveAttribute(
      'href',
      '/learning-plan',
    );
    expect(screen.getByRole('button', { name: 'No Lesson Available' })).toBeDisabled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('asks for the day alongside the access check, not after it, and once each', async () => {
    let grant: () => void = () => undefined;
    const accessChecked = new Promise<void>((resolve) => {
      grant = resolve;
    });
    const api = mockApi(
      tutorRoutes({
        [TRIAL]: async () => {
          await accessChecked;
          return json({ isTrialActive: true, trialEndsAt: '2030-01-01T00:00:00.000Z' });
        },
      }),
    );
    renderApp('/Tutor', { loggedIn: true });
    const asked = (route: string) => api.callsTo(...(route.split(' ') as [string, string])).length;
    // The trial check is still out: today's lesson, progress, the account and the reviews are already asked for.
    await waitFor(() => {
      expect(asked(TODAY)).toBe(1);
    });
    expect(asked(PROGRESS)).toBe(1);
    expect(asked(ME)).toBe(1);
    expect(asked(REVIEW_TODAY)).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Day 3: State with useState' })).not.toBeInTheDocument();
    grant();
    expect(await screen.findByRole('heading', { name: 'Day 3: State with useState' })).toBeInTheDocument();
    // The lesson, the header and the review step take those answers instead of asking again.
    expect(asked(TODAY)).toBe(1);
    expect(asked(PROGRESS)).toBe(1);
    expect(asked(REVIEW_TODAY)).toBe(1);
  });

  it("shows 'Failed to load lesson. Please try again.' when the call fails, and retries", async () => {
    let calls = 0;
    mockApi(
      tutorRoutes({
        [TODAY]: () => {
          calls += 1;
          return calls === 1 ? serverError() : json(todayLesson());
        },
      }),
    );
    const app = await openTutor();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load lesson. Please try again.');
    expect(screen.getByRole('button', { name: 'No Lesson Available' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Day 3: State with useState' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load lesson. Please try again.')).not.toBeInTheDocument();
  });

  it("shows the server's message and a way to premium when the trial ended mid-visit (402)", async () => {
    mockApi(tutorRoutes({ [TODAY]: json({ error: 'Your free trial has ended.' }, 402) }));
    await openTutor();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your free trial has ended.');
    expect(screen.getByRole('link', { name: 'Unlock Premium' })).toHaveAttribute('href', '/payment');
  });

  it("shows 'No lesson data available for today.' for an answer without a lesson", async () => {
    mockApi(tutorRoutes({ [TODAY]: { day: 4, lesson: null, completed: false } }));
    await openTutor();
    expect(await screen.findByRole('alert')).toHaveTextContent('No lesson data available for today.');
    expect(screen.getByRole('heading', { name: 'No lesson available for today.' })).toBeInTheDocument();
  });

  it('refuses to complete a lesson that has no day', async () => {
    const api = mockApi(tutorRoutes({ [TODAY]: todayLesson({ day: null }) }));
    const app = await openTutor();
    expect(await screen.findByText('No lesson data available for today.')).toBeInTheDocument();
    await completeAnyway(app);
    expect(
      await screen.findByText('Cannot mark lesson as completed: Lesson data is missing!'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/plan/complete-lesson')).toHaveLength(0);
  });

  it('renders lesson HTML and script links as text, never as live markup', async () => {
    const hostile =
      'Look <img src=x onerror="alert(1)"> here and [click](javascript:alert(1)) or [docs](https://react.dev).';
    mockApi(tutorRoutes({ [TODAY]: todayLesson({ lesson: { ...lesson, detailedExplanation: hostile } }) }));
    await openTutor();
    const card = await screen.findByRole('article');
    expect(card.querySelector('img')).toBeNull();
    expect(card).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(within(card).queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://react.dev/');
  });
});

describe('tutor: completing the lesson', () => {
  it('marks it completed, locks the button, adds the chat line and refetches the streak', async () => {
    let progressCalls = 0;
    const api = mockApi(
      tutorRoutes({
        [PROGRESS]: () => {
          progressCalls += 1;
          return json(
            progressCalls === 1
              ? { streak: 0, completed_days: [1, 2] }
              : { streak: 1, completed_days: [1, 2, 3] },
          );
        },
      }),
    );
    const app = await openTutor();
    expect(await screen.findByText('Learning Streak: 0 days')).toBeInTheDocument();
    await completeAnyway(app);

    expect(await screen.findByText('🎉 Lesson marked as completed!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/plan/complete-lesson')[0]?.body).toEqual({ day: 3 });
    expect(screen.getByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
    expect(screen.getByRole('log', { name: 'Tutor chat' })).toHaveTextContent(
      'Complete above Hands On Task!',
    );
    expect(
      screen.queryByText("We're done for today! Please complete the hands-on task above."),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('Learning Streak: 1 day')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(historyKey()) ?? '[]')).toEqual([
      { sender: 'bot', text: 'Complete above Hands On Task!' },
    ]);
  });

  it('keeps the button available and says so when completing fails', async () => {
    mockApi(tutorRoutes({ [COMPLETE]: serverError() }));
    const app = await openTutor();
    await completeAnyway(app);
    expect(await screen.findByText('❌ Failed to mark lesson as complete.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Completed' })).toBeEnabled();
    expect(screen.getByRole('log', { name: 'Tutor chat' })).not.toHaveTextContent(
      'Complete above Hands On Task!',
    );
  });

  it("restores today's chat and adds the done line once when the lesson is already completed", async () => {
    window.localStorage.setItem(
      historyKey(),
      JSON.stringify([{ sender: 'bot', text: 'Complete above Hands On Task!' }]),
    );
    mockApi(tutorRoutes({ [TODAY]: todayLesson({ completed: true }) }));
    await openTutor();
    expect(await screen.findByRole('button', { name: 'Lesson Completed' })).toBeDisabled();
    const log = screen.getByRole('log', { name: 'Tutor chat' });
    await waitFor(() => {
      expect(
        within(log)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Tutor: Complete above Hands On Task!',
        "Tutor: We're done for today! Please complete the hands-on task above.",
      ]);
    });
  });

  it('keeps each learner’s chat to themselves', async () => {
    window.localStorage.setItem(
      `someone-else-${new Date().toISOString().slice(0, 10)}`,
      JSON.stringify([{ sender: 'user', text: 'Hi' }]),
    );
    mockApi(tutorRoutes());
    await openTutor();
    expect(screen.getByRole('log', { name: 'Tutor chat' })).toHaveTextContent('Say "Hi" to start learning!');
  });
});
