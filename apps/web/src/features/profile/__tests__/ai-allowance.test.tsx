import { operations, type AiUsageResponse } from '@pathwise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_ME } from '@/testing/render-app';
import { formatResetTime } from '../components/ai-allowance-card';

const routes = (usage: AiUsageResponse) => ({
  ...on(operations.auth.me, TEST_ME),
  ...on(operations.plan.progress, { streak: 1, completed_days: [1] }),
  ...on(operations.plan.duration, { duration: 30 }),
  ...on(operations.auth.aiUsage, usage),
});

describe('AI allowance on the profile', () => {
  it('shows what is left of the daily allowance in tokens and when it resets, in local time', async () => {
    mockApi(
      routes({
        limited: true,
        unit: 'tokens',
        allowance: 150000,
        used: 30000,
        remaining: 120000,
        resetsAt: '2026-11-26T00:00:00.000Z',
      }),
    );
    renderApp('/profile', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'AI allowance today' })).toBeInTheDocument();
    expect(screen.getByText('1,20,000')).toBeInTheDocument();
    expect(screen.getByText(/of 1,50,000 tokens left/)).toBeInTheDocument();
    expect(
      screen.getByRole('meter', { name: 'AI allowance used: 30,000 of 1,50,000 tokens' }),
    ).toHaveAttribute('value', '30000');
    expect(screen.getByText(/It resets at .+ \(your time\)/)).toBeInTheDocument();
  });

  it('never shows a negative number when the last reply went past the allowance', async () => {
    mockApi(
      routes({
        limited: true,
        unit: 'tokens',
        allowance: 150,
        used: 200,
        remaining: 0,
        resetsAt: '2026-11-26T00:00:00.000Z',
      }),
    );
    renderApp('/profile', { loggedIn: true });
    expect(await screen.findByText(/of 150 tokens left/)).toHaveTextContent('0 of 150 tokens left');
  });

  it('shows nothing on the offline engine, which has no allowance', async () => {
    mockApi(
      routes({ limited: false, unit: 'tokens', allowance: null, used: 0, remaining: null, resetsAt: null }),
    );
    renderApp('/profile', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await screen.findByRole('heading', { name: 'Asha Verma' });
    expect(screen.queryByRole('heading', { name: 'AI allowance today' })).not.toBeInTheDocument();
  });

  it('formats the reset in the learner’s zone: today, tomorrow, or with the weekday', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(formatResetTime('2026-11-26T00:00:00Z', now, 'Asia/Kolkata')).toMatch(/^5:30\s?am tomorrow$/i);
    expect(formatResetTime('2026-11-26T00:00:00Z', now, 'America/New_York')).toMatch(/^7:00\s?pm$/i);
    expect(formatResetTime('2026-11-28T00:00:00Z', now, 'Asia/Kolkata')).toMatch(/^Sat,? 5:30\s?am$/i);
  });
});
