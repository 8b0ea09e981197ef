import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { SUBSCRIPTION, TRIAL, tutorRoutes } from './tutor-fixtures';

beforeEach(() => {
  // Only the clock: timers stay real for the screens' own waits.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00.000Z'));
});

describe('the trial on /Tutor', () => {
  it("shows 'Trial: N days left (ends …)' to a learner in their trial", async () => {
    mockApi(tutorRoutes({ [TRIAL]: { isTrialActive: true, trialEndsAt: '2026-12-02T12:00:00.000Z' } }));
    renderApp('/Tutor', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' });
    expect(await screen.findByTestId('trial-badge')).toHaveTextContent('Trial: 7 days left (ends 2 Dec)');
  });

  it("says '1 day left' on the trial's last day", async () => {
    mockApi(tutorRoutes({ [TRIAL]: { isTrialActive: true, trialEndsAt: '2026-11-26T06:00:00.000Z' } }));
    renderApp('/Tutor', { loggedIn: true });
    expect(await screen.findByTestId('trial-badge')).toHaveTextContent('Trial: 1 day left (ends 26 Nov)');
  });

  it('shows no trial countdown to a premium learner', async () => {
    mockApi(
      tutorRoutes({
        [TRIAL]: { isTrialActive: true, trialEndsAt: '2026-12-02T12:00:00.000Z' },
        [SUBSCRIPTION]: { isActive: true },
      }),
    );
    renderApp('/Tutor', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('trial-badge')).toBeNull();
    await waitFor(() => {
      expect(screen.queryByText(/^Trial:/)).toBeNull();
    });
  });
});
