import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { serverError, SUBSCRIPTION, TRIAL, tutorRoutes } from './tutor-fixtures';

const REDIRECTING = 'Redirecting to payment page. Please subscribe to continue.';
const CHECK_FAILED = 'Failed to check subscription. Please try again.';

describe.each([
  ['/Tutor', 'Tutor'],
  ['/dashboard', 'Dashboard'],
])('%s access check', (url, title) => {
  it('sends a visitor without a token to /login', async () => {
    mockApi(tutorRoutes());
    const app = renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
  });

  it("shows 'Checking subscription...' while the check runs, then the screen when the trial is active", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(
      tutorRoutes({
        [TRIAL]: async () => {
          await gate;
          return json({ isTrialActive: true, trialEndsAt: '2030-01-01T00:00:00.000Z' });
        },
      }),
    );
    renderApp(url, { loggedIn: true });
    expect(await screen.findByText('Checking subscription...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Checking subscription...')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(`${title} | Pathwise`);
    });
  });

  it('asks for the trial and the subscription once, for the navigation and the access check together', async () => {
    const api = mockApi(tutorRoutes());
    renderApp(url, { loggedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' }),
    ).toBeInTheDocument();
    // The navigation's trial line is in: both askers have their answers.
    expect(await screen.findAllByText(/^Trial: \d+ days? left/)).not.toHaveLength(0);
    const asked = (route: string) => api.calls.filter((call) => `${call.method} ${call.path}` === route);
    expect(asked(TRIAL)).toHaveLength(1);
    expect(asked(SUBSCRIPTION)).toHaveLength(1);
  });

  it('grants access with an active subscription after the trial ended', async () => {
    mockApi(
      tutorRoutes({
        [TRIAL]: { isTrialActive: false, trialEndsAt: '2020-01-01T00:00:00.000Z' },
        [SUBSCRIPTION]: { isActive: true },
      }),
    );
    const app = renderApp(url, { loggedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe(url);
  });

  it('sends the learner to /payment with the spec message when neither is active', async () => {
    mockApi(tutorRoutes({ [TRIAL]: { isTrialActive: false, trialEndsAt: '2020-01-01T00:00:00.000Z' } }));
    const app = renderApp(url, { loggedIn: true });
    expect(await screen.findByText(REDIRECTING)).toBeInTheDocument();
    await waitFor(() => {
      expect(app.pathname()).toBe('/payment');
    });
    expect(screen.queryByText(CHECK_FAILED)).not.toBeInTheDocument();
  });

  it('says under the spec line that Premium is bought once for ₹499, not subscribed to', async () => {
    mockApi(tutorRoutes({ [TRIAL]: { isTrialActive: false, trialEndsAt: '2020-01-01T00:00:00.000Z' } }));
    renderApp(url, { loggedIn: true });
    const toast = (await screen.findByText(REDIRECTING)).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent(
      'Upgrade to Premium with one payment of ₹499: lifetime access, no subscription.',
    );
  });

  it('sends the learner to /payment, saying the check failed, when it cannot be made', async () => {
    mockApi(tutorRoutes({ [TRIAL]: serverError(503), [SUBSCRIPTION]: serverError(503) }));
    const app = renderApp(url, { loggedIn: true });
    expect(await screen.findByText(CHECK_FAILED)).toBeInTheDocument();
    expect(await screen.findByText(REDIRECTING)).toBeInTheDocument();
    await waitFor(() => {
      expect(app.pathname()).toBe('/payment');
    });
  });
});
