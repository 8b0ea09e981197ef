import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

const ROADMAP = 'GET /api/plan/learning-plan';
const HISTORY = 'GET /api/plan/history';
const OLD_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const RESUME = `POST /api/plan/history/${OLD_ID}/resume`;

const outline = Object.fromEntries(
  Array.from({ length: 30 }, (_unused, index) => [
    String(index + 1),
    { topicName: `Topic ${String(index + 1)}`, quiz: ['Why?'], project: 'Project', exercise: 'Exercise' },
  ]),
);
const roadmap = {
  plan: {
    id: '5f0c1a52-9a43-4a39-9d0e-7c1f3c7d9b11',
    goal: 'LEARN SQL',
    experience: 'Beginner',
    duration: 30,
    plan: outline,
    coverage: {
      method: 'study-method',
      courses: [],
      context: [],
      note: 'A month of study.',
      nearest: [],
    },
  },
  completedDays: [],
  today: 1,
};
const current = {
  id: roadmap.plan.id,
  goal: 'LEARN SQL',
  courseTitle: null,
  experience: 'Beginner',
  status: 'active',
  createdAt: '2026-11-20T09:00:00.000Z',
  archivedAt: null,
  completedDays: 0,
  duration: 30,
  certificateId: null,
};
const old = {
  ...current,
  id: OLD_ID,
  goal: 'REACT FOR BEGINNERS',
  courseTitle: 'React',
  experience: 'Intermediate',
  status: 'archived',
  createdAt: '2026-10-01T09:00:00.000Z',
  archivedAt: '2026-11-20T09:00:00.000Z',
  completedDays: 12,
};
const finished = {
  ...old,
  id: 'aa1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  goal: 'Learn Python for data work',
  courseTitle: null,
  completedDays: 30,
  certificateId: 'PW-ABCDEFGHJKMN',
};

const yourPlans = async () => screen.findByRole('region', { name: 'Your plans' });

describe('Your plans on the roadmap', () => {
  it('lists earlier plans with their progress, dates and certificate, not the current one', async () => {
    mockApi({ [ROADMAP]: roadmap, [HISTORY]: { plans: [current, old, finished] } });
    renderApp('/roadmap', { loggedIn: true });
    const section = await yourPlans();
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('React');
    expect(items[0]).toHaveTextContent('12 of 30 days');
    expect(items[0]).toHaveTextContent('Started 1 Oct 2026');
    expect(items[0]).toHaveTextContent('Set aside 20 Nov 2026');
    expect(within(items[0] as HTMLElement).queryByRole('link', { name: 'View certificate' })).toBeNull();
    expect(items[1]).toHaveTextContent('Learn Python for data work');
    expect(items[1]).toHaveTextContent('30 of 30 days');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/certificates/PW-ABCDEFGHJKMN',
    );
    expect(within(section).queryByText('LEARN SQL')).toBeNull();
  });

  it('says so when there are no earlier plans', async () => {
    mockApi({ [ROADMAP]: roadmap, [HISTORY]: { plans: [current] } });
    renderApp('/roadmap', { loggedIn: true });
    expect(await within(await yourPlans()).findByText('No earlier plans yet.')).toBeInTheDocument();
  });

  it('shows a loading state, then a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      [ROADMAP]: roadmap,
      [HISTORY]: () =>
        fail ? json({ error: 'Database unavailable.' }, 500) : json({ plans: [current, old] }),
    });
    const app = renderApp('/roadmap', { loggedIn: true });
    expect(await screen.findByLabelText('Loading your plans')).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load your earlier plans.")).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await yourPlans()).findByText('12 of 30 days')).toBeInTheDocument();
  });

  it('resumes a plan after confirming: forgets the tutor chat kept here and goes to /Tutor with a toast', async () => {
    window.localStorage.setItem(
      `${TEST_USER_ID}-2026-11-25`,
      JSON.stringify([{ sender: 'user', text: 'SQL?' }]),
    );
    const api = mockApi({
      [ROADMAP]: roadmap,
      [HISTORY]: { plans: [current, old] },
      [RESUME]: { message: 'Welcome back to your plan.', plan: { id: OLD_ID, goal: old.goal } },
    });
    const app = renderApp('/roadmap', { loggedIn: true });
    const section = await yourPlans();
    await app.user.click(await within(section).findByRole('button', { name: 'Resume this plan: React' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume this plan?' });
    expect(dialog).toHaveTextContent(
      'React becomes your current plan again, where you left it: 12 of 30 days done.',
    );
    expect(dialog).toHaveTextContent('Your current plan is kept in Your plans');
    expect(within(dialog).getByRole('button', { name: 'Keep my current plan' })).toHaveFocus();

    await app.user.click(within(dialog).getByRole('button', { name: 'Resume this plan' }));
    await waitFor(() => {
      expect(app.pathname()).toBe('/Tutor');
    });
    expect(api.callsTo('POST', `/api/plan/history/${OLD_ID}/resume`)).toHaveLength(1);
    expect(window.localStorage.getItem(`${TEST_USER_ID}-2026-11-25`)).toBeNull();
    expect(await screen.findByText('Welcome back to React. Pick up where you left off.')).toBeInTheDocument();
  });

  it('updates the plan cached in this browser to the resumed one (or forgets it if that read fails)', async () => {
    const resumed = { ...roadmap, plan: { ...roadmap.plan, id: OLD_ID, goal: old.goal } };
    let resumedYet = false;
    let roadmapFails = false;
    let failAfterResume = false;
    const resume = async () => {
      window.localStorage.setItem('learningPlan', JSON.stringify({ ...roadmap.plan }));
      const app = renderApp('/roadmap', { loggedIn: true });
      await app.user.click(
        await within(await yourPlans()).findByRole('button', { name: 'Resume this plan: React' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Resume this plan?' });
      await app.user.click(within(dialog).getByRole('button', { name: 'Resume this plan' }));
      await waitFor(() => {
        expect(app.pathname()).toBe('/Tutor');
      });
      return app;
    };
    mockApi({
      [ROADMAP]: () =>
        roadmapFails ? json({ error: 'Database unavailable.' }, 500) : json(resumedYet ? resumed : roadmap),
      [HISTORY]: { plans: [current, old] },
      [RESUME]: () => {
        resumedYet = true;
        roadmapFails = failAfterResume;
        return json({ message: 'Welcome back to your plan.', plan: { id: OLD_ID, goal: old.goal } });
      },
    });
    const app = await resume();
    const cached = JSON.parse(window.localStorage.getItem('learningPlan') ?? 'null') as {
      id: string;
      goal: string;
    };
    expect(cached).toMatchObject({ id: OLD_ID, goal: old.goal });
    app.unmount();

    resumedYet = false;
    failAfterResume = true;
    await resume();
    expect(window.localStorage.getItem('learningPlan')).toBeNull();
  });

  it('keeps the current plan when the learner cancels, and shows why a resume failed', async () => {
    const api = mockApi({
      [ROADMAP]: roadmap,
      [HISTORY]: { plans: [current, old] },
      [RESUME]: json({ error: 'This plan is already your current plan.' }, 409),
    });
    const app = renderApp('/roadmap', { loggedIn: true });
    await app.user.click(
      await within(await yourPlans()).findByRole('button', { name: 'Resume this plan: React' }),
    );
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', `/api/plan/history/${OLD_ID}/resume`)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Resume this plan: React' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume this plan?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Resume this plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This plan is already your current plan.',
    );
    expect(app.pathname()).toBe('/roadmap');
  });
});
