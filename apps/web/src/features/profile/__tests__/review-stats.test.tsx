import { operations, type ReviewStatsResponse } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_ME } from '@/testing/render-app';
import { REVIEW_STATS_EMPTY, REVIEW_STATS_FAILED } from '../components/review-stats-card';

const routes = (stats: Response | ReviewStatsResponse) => ({
  ...on(operations.auth.me, TEST_ME),
  ...on(operations.plan.progress, { streak: 1, completed_days: [1] }),
  ...on(operations.plan.duration, { duration: 30 }),
  ...on(operations.auth.aiUsage, {
    limited: false,
    unit: 'tokens',
    allowance: null,
    used: 0,
    remaining: null,
    resetsAt: null,
  }),
  ...on(operations.review.stats, stats),
});

const card = async () => screen.findByRole('region', { name: 'Review' });

describe('spaced review on the profile', () => {
  it('shows the questions due, retained and the retention figure', async () => {
    mockApi(routes({ due: 3, retained: 5, total: 9, reviewed: 8, retention: 75 }));
    renderApp('/profile', { loggedIn: true });
    const region = await card();
    const figure = (label: string) => within(region).getByText(label).nextElementSibling;
    expect(await within(region).findByText('Due now')).toBeInTheDocument();
    expect(figure('Due now')).toHaveTextContent('3');
    expect(figure('Retained')).toHaveTextContent('5');
    expect(figure('Retention')).toHaveTextContent('75%');
    expect(within(region).getByText(/9 questions in review/)).toHaveTextContent('(8 answered)');
  });

  it('says retention comes after the first review, and what review is before any question', async () => {
    mockApi(routes({ due: 0, retained: 2, total: 2, reviewed: 0, retention: null }));
    const { unmount } = renderApp('/profile', { loggedIn: true });
    const region = await card();
    expect(await within(region).findByText(/Retention shows after your first review/)).toBeInTheDocument();
    expect(within(region).getByText('Retention').nextElementSibling).toHaveTextContent('–');
    unmount();

    mockApi(routes({ due: 0, retained: 0, total: 0, reviewed: 0, retention: null }));
    renderApp('/profile', { loggedIn: true });
    expect(await within(await card()).findByText(REVIEW_STATS_EMPTY)).toBeInTheDocument();
  });

  it('says so when the figures cannot load', async () => {
    mockApi(routes(json({ error: 'Something broke' }, 500)));
    renderApp('/profile', { loggedIn: true });
    expect(await within(await card()).findByText(REVIEW_STATS_FAILED)).toBeInTheDocument();
  });
});
