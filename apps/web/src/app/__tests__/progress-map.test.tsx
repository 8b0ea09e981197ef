import { operations } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tutorRoutes } from '@/features/tutor/__tests__/tutor-fixtures';
import { mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

const ROADMAP = 'GET /api/plan/learning-plan';

const outline = Object.fromEntries(
  Array.from({ length: 30 }, (_, index) => [
    String(index + 1),
    { topicName: `Topic ${String(index + 1)}`, quiz: ['Why?'], project: 'Build it.', exercise: 'Try it.' },
  ]),
);

const roadmap = (completedDays: number[], today: number | null) => ({
  plan: {
    id: '5f0c1a52-9a43-4a39-9d0e-7c1f3c7d9b11',
    goal: 'REACT',
    experience: 'Beginner',
    duration: 30,
    plan: outline,
    coverage: {
      method: 'curated',
      courses: [],
      context: [],
      note: 'Curated.',
      nearest: [],
    },
  },
  completedDays,
  today,
});

const profileRoutes = {
  ...on(operations.auth.me, {
    id: TEST_USER_ID,
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone_no: null,
    timeZone: 'UTC',
  }),
  ...on(operations.plan.progress, { streak: 2, completed_days: [1, 2] }),
  ...on(operations.plan.duration, { duration: 30 }),
};

/** Each item's words as a screen reader reads them (what is aria-hidden left out), in order. */
const dayWords = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent.trim();
    });

describe('the 30-day map', () => {
  it('on /Tutor: every day says done, today or upcoming in words, not colour alone', async () => {
    mockApi({
      ...tutorRoutes(),
      ...on(operations.conversations.tutorHistory, { messages: [] }),
      [ROADMAP]: roadmap([1, 2], 3),
    });
    renderApp('/Tutor', { loggedIn: true });
    const map = await screen.findByRole('list', { name: '30-day map' }, { timeout: 10_000 });
    const words = dayWords(map);
    expect(words).toHaveLength(30);
    expect(words[0]).toBe('Day 1, done: Topic 1');
    expect(words[1]).toBe('Day 2, done: Topic 2');
    expect(words[2]).toBe('Day 3, today: Topic 3');
    expect(words[3]).toBe('Day 4, upcoming');
    // Seen: a tick for done, the number and 'Today' for today, the number for upcoming.
    const items = within(map).getAllByRole('listitem');
    expect(items[0]?.querySelector('svg')).not.toBeNull();
    expect(items[2]).toHaveTextContent(/3\s*Today/);
    expect(items[3]?.querySelector('[aria-hidden="true"]')).toHaveTextContent('4');
    expect(within(map).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Your 30 days' })).toBeInTheDocument();
    expect(screen.getByText('2 of 30 days done · Day 3 is today')).toBeInTheDocument();
    // The key names each mark in words too.
    const key = screen.getByRole('list', { name: 'Key' });
    expect(dayWords(key)).toEqual(['Done', 'Today', 'Upcoming']);
  });

  it('on /profile, and a finished plan has no today', async () => {
    mockApi({
      ...profileRoutes,
      [ROADMAP]: roadmap(
        Array.from({ length: 30 }, (_, index) => index + 1),
        null,
      ),
    });
    renderApp('/profile', { loggedIn: true });
    const map = await screen.findByRole('list', { name: '30-day map' }, { timeout: 10_000 });
    expect(dayWords(map).every((words) => words?.includes(', done'))).toBe(true);
    expect(within(map).queryByText('Today')).not.toBeInTheDocument();
    expect(screen.getByText('All 30 days done')).toBeInTheDocument();
  });

  it('is left out when the learner has no plan', async () => {
    mockApi({ ...profileRoutes });
    renderApp('/profile', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await screen.findByText('asha@example.com', {}, { timeout: 10_000 });
    expect(screen.queryByRole('list', { name: '30-day map' })).not.toBeInTheDocument();
  });
});
