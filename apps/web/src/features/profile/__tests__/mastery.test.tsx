import { operations, type MasteryDay, type MasteryResponse } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_ME } from '@/testing/render-app';
import { MASTERY_EMPTY, MASTERY_FAILED } from '../components/mastery-card';

const routes = (mastery: Response | MasteryResponse | (() => Promise<Response>)) => ({
  ...on(operations.auth.me, TEST_ME),
  ...on(operations.plan.progress, { streak: 1, completed_days: [1] }),
  ...on(operations.plan.duration, { duration: 30 }),
  ...on(operations.review.stats, { due: 0, retained: 0, total: 0, reviewed: 0, retention: null }),
  ...on(operations.review.mastery, mastery),
});

const LONG_POINT =
  'A Deployment keeps the declared number of Pod replicas running and replaces any that fail, one at a time';

const twoDays: MasteryResponse = {
  days: [
    {
      day: 1,
      topic: 'Containers and images',
      points: [
        { point: 'An image is a read-only template', state: 'solid', answered: true },
        { point: 'A container is a running image', state: 'shaky', answered: true },
      ],
    },
    {
      day: 2,
      topic: 'Pods and Deployments',
      points: [
        { point: LONG_POINT, state: 'not_yet', answered: true },
        { point: 'Labels select Pods', state: 'not_yet', answered: false },
      ],
    },
  ],
  counts: { solid: 1, shaky: 1, notYet: 2 },
};

const manyDays = (count: number): MasteryResponse => ({
  days: Array.from({ length: count }, (_unused, index): MasteryDay => ({
    day: index + 1,
    topic: `Topic ${String(index + 1)}`,
    points: [{ point: `Point of day ${String(index + 1)}`, state: 'solid', answered: true }],
  })),
  counts: { solid: count, shaky: 0, notYet: 0 },
});

const card = () => screen.findByRole('region', { name: 'What you know' });
const dayHeadings = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The key point's row: the point's text and its state label. */
const rowOf = (region: HTMLElement, point: string) => within(region).getByText(point).closest('li');

describe('what you know, on the profile', () => {
  it('shows the totals, then each day latest first with every key point and its state in words', async () => {
    mockApi(routes(twoDays));
    renderApp('/profile', { loggedIn: true });
    const region = await card();
    expect(await within(region).findByText('1 solid · 1 shaky · 2 not yet')).toBeInTheDocument();
    expect(dayHeadings(region)).toEqual(['Day 2 · Pods and Deployments', 'Day 1 · Containers and images']);
    expect(rowOf(region, 'An image is a read-only template')).toHaveTextContent(/Solid$/);
    expect(rowOf(region, 'A container is a running image')).toHaveTextContent(/Shaky$/);
    expect(rowOf(region, LONG_POINT)).toHaveTextContent(/Not yet$/);
    // Each state has an icon beside its words, never colour alone.
    expect(within(region).getByText('Solid').querySelector('svg')).not.toBeNull();
    expect(within(region).getByText('Not yet').querySelector('svg')).not.toBeNull();
  });

  it('says a point no answer touched was skipped', async () => {
    mockApi(routes(twoDays));
    renderApp('/profile', { loggedIn: true });
    const region = await card();
    expect(await within(region).findAllByText('Not yet · skipped')).toHaveLength(1);
    expect(rowOf(region, 'Labels select Pods')).toHaveTextContent(/Not yet · skipped$/);
  });

  it('wraps a long key point between words instead of running off a phone screen', async () => {
    mockApi(routes(twoDays));
    renderApp('/profile', { loggedIn: true });
    const text = await within(await card()).findByText(LONG_POINT);
    expect(text.className).toMatch(/\bmin-w-0\b/);
    expect(text.className).toMatch(/\bbreak-words\b/);
    expect(text.className).not.toMatch(/break-all/);
  });

  it('shows the latest 3 days and opens the rest with a button the keyboard can use', async () => {
    mockApi(routes(manyDays(5)));
    const app = renderApp('/profile', { loggedIn: true });
    const region = await card();
    const toggle = await within(region).findByRole('button', { name: 'Show all 5 days' });
    expect(dayHeadings(region)).toEqual(['Day 5 · Topic 5', 'Day 4 · Topic 4', 'Day 3 · Topic 3']);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await app.user.keyboard('{Enter}');
    expect(dayHeadings(region)).toHaveLength(5);
    expect(dayHeadings(region).at(-1)).toBe('Day 1 · Topic 1');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show the latest 3 days');

    await app.user.keyboard(' ');
    expect(dayHeadings(region)).toHaveLength(3);
    expect(within(region).getByRole('button', { name: 'Show all 5 days' })).toHaveFocus();
  });

  it('has no toggle when 3 days or fewer have key points', async () => {
    mockApi(routes(manyDays(3)));
    renderApp('/profile', { loggedIn: true });
    const region = await card();
    await within(region).findByText('Day 1 · Topic 1');
    expect(dayHeadings(region)).toHaveLength(3);
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('says the card fills in from the quiz before any day has key points', async () => {
    mockApi(routes({ days: [], counts: { solid: 0, shaky: 0, notYet: 0 } }));
    renderApp('/profile', { loggedIn: true });
    const region = await card();
    expect(await within(region).findByText(MASTERY_EMPTY)).toBeInTheDocument();
    expect(within(region).queryByText(/0 solid/)).toBeNull();
  });

  it('shows it is loading, then says so when the key points cannot load', async () => {
    let fail: (response: Response) => void = () => undefined;
    const api = mockApi(routes(() => new Promise<Response>((resolve) => (fail = resolve))));
    renderApp('/profile', { loggedIn: true });
    const region = await card();
    await waitFor(() => {
      expect(api.callsTo('GET', '/api/review/mastery')).toHaveLength(1);
    });
    expect(region).toHaveAttribute('aria-busy', 'true');
    fail(json({ error: 'Something broke' }, 500));
    expect(await within(region).findByText(MASTERY_FAILED)).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
  });
});
