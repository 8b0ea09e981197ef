import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const ROADMAP = 'GET /api/plan/learning-plan';

const outline = Object.fromEntries(
  Array.from({ length: 30 }, (_unused, index) => [
    String(index + 1),
    {
      topicName: `Topic ${String(index + 1)}`,
      quiz: ['Question one?', 'Question two?'],
      project: `Project step ${String(index + 1)}`,
      exercise: `Exercise ${String(index + 1)}`,
    },
  ]),
);

const roadmap = {
  plan: {
    id: '5f0c1a52-9a43-4a39-9d0e-7c1f3c7d9b11',
    goal: 'KUBERNETES FOR BACKEND DEVS',
    experience: 'Beginner',
    duration: 30,
    plan: outline,
    coverage: {
      method: 'curated',
      courses: [{ id: 'docker-kubernetes', title: 'Docker and Kubernetes' }],
      context: ['for backend devs'],
      note: 'Made from our curated Docker and Kubernetes course.',
      nearest: [],
    },
  },
  completedDays: [1, 2],
  today: 3,
};

describe('the roadmap', () => {
  it('shows every day with what is done, today and what is coming, and how the plan was made', async () => {
    mockApi({ [ROADMAP]: roadmap });
    renderApp('/roadmap', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your 30-day plan' })).toBeInTheDocument();
    const days = await screen.findByRole('list', { name: 'Days of the plan' });
    const items = within(days)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === days);
    expect(items).toHaveLength(30);
    expect(items[0]).toHaveTextContent('Day 1: Topic 1');
    expect(items[0]).toHaveTextContent('Done');
    expect(items[2]).toHaveTextContent('Today');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[29]).toHaveTextContent('Upcoming');
    expect(items[29]).toHaveTextContent('Project step 30');
    expect(screen.getByText('Curated course')).toBeInTheDocument();
    expect(screen.getByText(/“for backend devs”/)).toBeInTheDocument();
    expect(screen.getByText('2 of 30 days done')).toBeInTheDocument();
  });

  it('has headings that go down one level at a time, so the days sit under the page, not beside it', async () => {
    mockApi({ [ROADMAP]: roadmap });
    renderApp('/roadmap', { loggedIn: true });
    await screen.findByRole('list', { name: 'Days of the plan' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);
    expect(skips).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Days of the plan' })).toBeInTheDocument();
  });

  it('offers to create a plan when there is none', async () => {
    mockApi({ [ROADMAP]: json({ error: 'No learning plan found. Generate a plan to get started.' }, 404) });
    renderApp('/roadmap', { loggedIn: true });
    expect(await screen.findByText('You have no learning plan yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your plan' })).toHaveAttribute('href', '/learning-plan');
  });
});

describe('what you know, on the roadmap', () => {
  const MASTERY = 'GET /api/review/mastery';
  const mastery = {
    days: [
      {
        day: 1,
        topic: 'Topic 1',
        points: [
          { point: 'One', state: 'solid', answered: true },
          { point: 'Two', state: 'solid', answered: true },
          { point: 'Three', state: 'shaky', answered: true },
        ],
      },
      { day: 2, topic: 'Topic 2', points: [{ point: 'Four', state: 'not_yet', answered: false }] },
    ],
    counts: { solid: 2, shaky: 1, notYet: 1 },
  };

  const dayItems = async () => {
    const days = await screen.findByRole('list', { name: 'Days of the plan' });
    return within(days)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === days);
  };

  it('says how many key points are solid on each day the learner has reached', async () => {
    mockApi({ [ROADMAP]: roadmap, [MASTERY]: mastery });
    renderApp('/roadmap', { loggedIn: true });
    const items = await dayItems();
    expect(await within(items[0]!).findByText('What you know: 2 of 3 key points solid')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('What you know: 0 of 1 key point solid');
    expect(items[2]).not.toHaveTextContent('What you know');
    expect(screen.getAllByText(/^What you know:/)).toHaveLength(2);
  });

  it('shows the plan without waiting for the key points', async () => {
    const api = mockApi({ [ROADMAP]: roadmap, [MASTERY]: () => new Promise<Response>(() => undefined) });
    renderApp('/roadmap', { loggedIn: true });
    expect(await dayItems()).toHaveLength(30);
    expect(api.callsTo('GET', '/api/review/mastery')).toHaveLength(1);
    expect(screen.queryByText(/What you know/)).toBeNull();
  });

  it('shows the plan without the line when the key points fail to load', async () => {
    const api = mockApi({
      [MASTERY]: json({ error: 'Something broke' }, 500),
      // The plan answers after the key points have failed, so the page is seen with the failure in hand.
      [ROADMAP]: async () => {
        await waitFor(() => {
          expect(api.callsTo('GET', '/api/review/mastery')).toHaveLength(1);
        });
        return json(roadmap);
      },
    });
    renderApp('/roadmap', { loggedIn: true });
    expect(await dayItems()).toHaveLength(30);
    expect(screen.getByText('2 of 30 days done')).toBeInTheDocument();
    expect(screen.queryByText(/What you know/)).toBeNull();
  });
});
