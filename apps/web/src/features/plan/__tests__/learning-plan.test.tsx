import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

const GENERATE = 'POST /api/plan/generate-learning-plan';

const outline = {
  '1': {
    topicName: 'Components and JSX',
    quiz: ['What does JSX compile to?', 'Why must a component return one root?'],
    project: 'Scaffold the habit tracker with Vite.',
    exercise: 'Render three habits from an array.',
  },
  '2': {
    topicName: 'Props and state',
    quiz: ['When does a component re-render?'],
    project: 'Add a habit form.',
    exercise: 'Lift state up to App.',
  },
};

const generated = {
  message: 'Learning plan generated successfully.',
  plan: {
    id: '5f0c1a52-9a43-4a39-9d0e-7c1f3c7d9b11',
    goal: 'REACT',
    experience: 'Intermediate',
    duration: 30,
    plan: outline,
    coverage: {
      method: 'curated',
      courses: [{ id: 'react', title: 'React' }],
      context: [],
      note: 'Made from our curated React course: 30 written lessons that build one real project in the first five days.',
      nearest: [],
    },
  },
};

const studyMethodPlan = {
  ...generated,
  plan: {
    ...generated.plan,
    goal: 'BEEKEEPING',
    coverage: {
      method: 'study-method',
      courses: [],
      context: [],
      note: 'We have no curated course for “Beekeeping” yet. This plan is our study method.',
      nearest: [
        { id: 'python', title: 'Python' },
        { id: 'excel-spreadsheets', title: 'Excel and Google Sheets' },
      ],
      // An older server sent an operator hint here; a learner must never see it.
      providerHint:
        'Running Pathwise yourself? Set AI_PROVIDER and every goal gets a full course written for it.',
    },
  },
};

async function openScreen(url = '/learning-plan') {
  const app = renderApp(url, { loggedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Learning Plan' });
  return app;
}

describe('learning plan', () => {
  it('forces the goal to upper case, fixes the duration and offers three levels', async () => {
    mockApi();
    const app = await openScreen();
    const goal = screen.getByLabelText('Learning goal');
    await app.user.type(goal, 'react hooks');
    expect(goal).toHaveValue('REACT HOOKS');
    const duration = screen.getByLabelText('Duration');
    expect(duration).toHaveValue('30 Days (4 Weeks)');
    expect(duration).toHaveAttribute('readonly');
    const level = screen.getByLabelText('Experience level');
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    await waitFor(() => {
      expect(document.title).toBe('Learning Plan | Pathwise');
    });
  });

  it("refuses a blank goal with 'Please enter a learning goal.' and sends nothing", async () => {
    const api = mockApi();
    const app = await openScreen();
    await app.user.type(screen.getByLabelText('Learning goal'), '   ');
    await app.user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(await screen.findByText('Please enter a learning goal.')).toBeInTheDocument();
    expect(screen.getByLabelText('Learning goal')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/plan/generate-learning-plan')).toHaveLength(0);
  });

  it('shows the generating state, then the plan per day, stores it and goes to /Tutor after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      [GENERATE]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      // The learner is in the trial, so /Tutor lets them in (not on to /payment) once they get there.
      [`GET /api/auth/trial-status/${TEST_USER_ID}`]: {
        isTrialActive: true,
        trialEndsAt: '2026-12-02T10:00:00.000Z',
      },
      [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: false },
    });
    const app = renderApp('/learning-plan', { loggedIn: true, advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { level: 1, name: 'Learning Plan' });
    await app.user.type(screen.getByLabelText('Learning goal'), 'react');
    await app.user.selectOptions(screen.getByLabelText('Experience level'), 'Intermediate');
    await app.user.click(screen.getByRole('button', { name: 'Generate Plan' }));

    // Generating: button disabled, a message to stay on the page and a progress indicator.
    expect(screen.getByRole('button', { name: 'Generate Plan' })).toBeDisabled();
    expect(screen.getByText(/please stay on this page/i)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Generating your learning plan' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/plan/generate-learning-plan')[0]?.body).toEqual({
      goal: 'REACT',
      duration: '30',
      experience: 'Intermediate',
    });

    await act(async () => {
      answer(json(generated));
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Day 1: Components and JSX' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Day 2: Props and state' })).toBeInTheDocument();
    expect(screen.getByText('What does JSX compile to?')).toBeInTheDocument();
    expect(screen.getByText('Scaffold the habit tracker with Vite.')).toBeInTheDocument();
    expect(screen.getByText('Render three habits from an array.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('learningPlan') ?? 'null')).toEqual(generated.plan);
    expect(screen.getByText(/in 5 seconds/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Tutor now' })).toHaveAttribute('href', '/Tutor');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText(/in 2 seconds/)).toBeInTheDocument();
    expect(app.pathname()).toBe('/learning-plan');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => {
      expect(app.pathname()).toBe('/Tutor');
    });
  });

  it('says how the plan was made, and for a goal with no course offers the nearest ones without redirecting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = mockApi({
        [GENERATE]: (call) =>
          json((call.body as { goal: string }).goal === 'PYTHON' ? generated : studyMethodPlan),
      });
      const app = await openScreen();
      await app.user.type(screen.getByLabelText('Learning goal'), 'beekeeping');
      await app.user.click(screen.getByRole('button', { name: 'Generate Plan' }));
      expect(await screen.findByText('Study method')).toBeInTheDocument();
      expect(screen.getByText(/no curated course for “Beekeeping” yet/)).toBeInTheDocument();
      // Configuring a provider is for whoever runs Pathwise (server log, README), not for a learner.
      expect(screen.queryByText(/AI_PROVIDER|Running Pathwise yourself/)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(app.pathname()).toBe('/learning-plan');

      await app.user.click(screen.getByRole('button', { name: 'Switch to Python' }));
      expect(await screen.findByText('Curated course')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/plan/generate-learning-plan')[1]?.body).toMatchObject({
        goal: 'PYTHON',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'No plan generated. Please try again.' when the answer has no plan", async () => {
    mockApi({ [GENERATE]: { message: 'ok' } });
    const app = await openScreen();
    await app.user.type(screen.getByLabelText('Learning goal'), 'python');
    await app.user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No plan generated. Please try again.');
    expect(screen.getByRole('button', { name: 'Generate Plan' })).toBeEnabled();
    expect(window.localStorage.getItem('learningPlan')).toBeNull();
  });

  it("shows 'Failed to generate learning plan. Please try again.' when the request fails", async () => {
    mockApi({ [GENERATE]: json({ error: 'AI provider unavailable' }, 503) });
    const app = await openScreen();
    await app.user.type(screen.getByLabelText('Learning goal'), 'python');
    await app.user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate learning plan. Please try again.',
    );
    expect(app.pathname()).toBe('/learning-plan');
  });

  it("shows the server's own message for a quota (429)", async () => {
    mockApi({ [GENERATE]: json({ error: 'You have reached today’s limit of 5 plans.' }, 429) });
    const app = await openScreen();
    await app.user.type(screen.getByLabelText('Learning goal'), 'python');
    await app.user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have reached today’s limit of 5 plans.');
  });

  it('names the current plan before Change Plan replaces it', async () => {
    mockApi();
    window.localStorage.setItem('learningPlan', JSON.stringify(generated.plan));
    await openScreen();
    expect(screen.getByText(/Your current plan is/)).toHaveTextContent('Your current plan is REACT.');
  });

  describe('Change Plan', () => {
    const ROADMAP = 'GET /api/plan/learning-plan';
    const current = {
      plan: { ...generated.plan, id: '1b7b8a52-0000-4a39-9d0e-7c1f3c7d9b11', goal: 'LEARN PYTHON' },
      completedDays: [1, 2, 3],
      today: 4,
    };

    async function askToReplace(goal = 'react') {
      const api = mockApi({ [ROADMAP]: current, [GENERATE]: generated });
      const app = await openScreen();
      expect(await screen.findByText(/Your current plan is/)).toHaveTextContent(
        'Your current plan is LEARN PYTHON.',
      );
      await app.user.type(screen.getByLabelText('Learning goal'), goal);
      await app.user.click(screen.getByRole('button', { name: 'Generate Plan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Replace your current plan?' });
      return { api, app, dialog };
    }

    it('asks before replacing the plan and says truly what changes; nothing is sent until confirmed', async () => {
      const { api, app, dialog } = await askToReplace();
      expect(dialog).toHaveAccessibleDescription(
        'A new 30-day plan for REACT replaces your LEARN PYTHON plan.',
      );
      // The API archives the plan with its completions (Your plans can resume it): nothing is lost.
      expect(dialog).not.toHaveTextContent('You will lose');
      expect(dialog).toHaveTextContent(
        'Nothing is deleted: your LEARN PYTHON plan is kept in Your plans with its progress (3 days of 30 completed), and you can resume it there at any time',
      );
      expect(within(dialog).getByRole('link', { name: 'See Your plans' })).toHaveAttribute(
        'href',
        '/roadmap',
      );
      expect(dialog).toHaveTextContent('Today’s lesson: Day 1 of the new plan.');
      expect(dialog).toHaveTextContent('Today’s tutor chat: the tutor starts afresh with the new plan.');
      expect(dialog).toHaveTextContent('Kept: your learning streak');
      // The safe choice has the focus.
      expect(within(dialog).getByRole('button', { name: 'Keep my current plan' })).toHaveFocus();
      expect(api.callsTo('POST', '/api/plan/generate-learning-plan')).toHaveLength(0);

      await app.user.click(within(dialog).getByRole('button', { name: 'Replace plan' }));
      expect(await screen.findByRole('heading', { name: 'Day 1: Components and JSX' })).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/plan/generate-learning-plan')).toHaveLength(1);
    });

    it('shows the plans set aside where the plan is changed, each one resumable', async () => {
      mockApi({
        [ROADMAP]: current,
        'GET /api/plan/history': {
          plans: [
            {
              id: current.plan.id,
              goal: 'LEARN PYTHON',
              courseTitle: null,
              experience: 'Intermediate',
              status: 'active',
              createdAt: '2026-11-20T09:00:00.000Z',
              archivedAt: null,
              completedDays: 3,
              duration: 30,
              certificateId: null,
            },
            {
              id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
              goal: 'LEARN SQL',
              courseTitle: null,
              experience: 'Beginner',
              status: 'archived',
              createdAt: '2026-10-01T09:00:00.000Z',
              archivedAt: '2026-11-20T09:00:00.000Z',
              completedDays: 12,
              duration: 30,
              certificateId: null,
            },
          ],
        },
      });
      await openScreen();
      const plans = await screen.findByRole('region', { name: 'Your plans' });
      expect(await within(plans).findByText('12 of 30 days')).toBeInTheDocument();
      expect(within(plans).getByRole('button', { name: 'Resume this plan: LEARN SQL' })).toBeInTheDocument();
    });

    it('Escape or "Keep my current plan" cancels: nothing is sent and focus returns to Generate Plan', async () => {
      const { api, app } = await askToReplace();
      await app.user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Generate Plan' })).toHaveFocus();

      await app.user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Replace your current plan?' });
      await app.user.click(within(dialog).getByRole('button', { name: 'Keep my current plan' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('POST', '/api/plan/generate-learning-plan')).toHaveLength(0);
      expect(screen.getByLabelText('Learning goal')).toHaveValue('REACT');
    });

    it("after the change, forgets this browser's tutor chats for the old plan and keeps the chatbot's", async () => {
      window.localStorage.setItem(
        `${TEST_USER_ID}-2026-11-24`,
        JSON.stringify([{ sender: 'user', text: 'old' }]),
      );
      window.localStorage.setItem(
        `${TEST_USER_ID}-2026-11-25`,
        JSON.stringify([{ sender: 'user', text: 'today' }]),
      );
      window.localStorage.setItem(
        `chatHistory_${TEST_USER_ID}`,
        JSON.stringify([{ sender: 'user', text: 'hi' }]),
      );
      window.localStorage.setItem('someone-else-2026-11-25', '[]');
      const { app, dialog } = await askToReplace();
      await app.user.click(within(dialog).getByRole('button', { name: 'Replace plan' }));
      await screen.findByRole('heading', { name: 'Day 1: Components and JSX' });
      expect(window.localStorage.getItem(`${TEST_USER_ID}-2026-11-24`)).toBeNull();
      expect(window.localStorage.getItem(`${TEST_USER_ID}-2026-11-25`)).toBeNull();
      expect(window.localStorage.getItem(`chatHistory_${TEST_USER_ID}`)).not.toBeNull();
      expect(window.localStorage.getItem('someone-else-2026-11-25')).toBe('[]');
    });

    it('asks nothing for the first plan', async () => {
      const api = mockApi({ [GENERATE]: generated });
      const app = await openScreen();
      await app.user.type(screen.getByLabelText('Learning goal'), 'react');
      await app.user.click(screen.getByRole('button', { name: 'Generate Plan' }));
      expect(await screen.findByRole('heading', { name: 'Day 1: Components and JSX' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('POST', '/api/plan/generate-learning-plan')).toHaveLength(1);
    });
  });
});
