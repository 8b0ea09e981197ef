import { operations } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultConfig, json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

const TRIAL = `GET /api/auth/trial-status/${TEST_USER_ID}`;
const devToolsOn = { ...on(operations.system.config, { ...defaultConfig, devOutbox: true }) };

/** Opens the collapsed panel and returns it. */
async function openPanel(user: ReturnType<typeof renderApp>['user']) {
  const panel = await screen.findByRole('complementary', { name: 'Developer tools' });
  await user.click(within(panel).getByText('Developer tools'));
  return within(panel);
}

describe('developer tools panel', () => {
  it('is absent when the server has the developer tools off', async () => {
    const api = mockApi();
    renderApp('/about', { loggedIn: true });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => {
      expect(api.calls.some((call) => call.path === '/api/config')).toBe(true);
    });
    expect(screen.queryByRole('complementary', { name: 'Developer tools' })).not.toBeInTheDocument();
  });

  it('is absent for a visitor who is not signed in, even with the tools on', async () => {
    mockApi(devToolsOn);
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Developer tools' })).not.toBeInTheDocument();
  });

  it('ends the trial after asking, and the navigation shows the locked screens', async () => {
    let ended = false;
    const api = mockApi({
      ...devToolsOn,
      [TRIAL]: () =>
        json({
          isTrialActive: !ended,
          trialEndsAt: ended ? '2026-12-02T10:00:00.000Z' : '2030-01-01T00:00:00.000Z',
        }),
      [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: false },
      ...on(operations.dev.expireTrial, () => {
        ended = true;
        return json({ trialEndsAt: '2026-12-02T10:00:00.000Z' });
      }),
    });
    const { user } = renderApp('/about', { loggedIn: true });
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Tutor' })).toBeInTheDocument();

    const panel = await openPanel(user);
    expect(panel.getByRole('link', { name: /mail outbox/ })).toHaveAttribute('href', '/dev/outbox');
    await user.click(panel.getByRole('button', { name: 'End the trial' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End your free trial?' }));
    expect(api.calls.some((call) => call.path === '/api/dev/expire-trial')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'End the trial' }));

    expect(await screen.findByText('Your free trial has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.method === 'POST' && call.path === '/api/dev/expire-trial'),
    ).toHaveLength(1);
    expect(await nav.findByRole('link', { name: 'Tutor (locked: free trial ended)' })).toBeInTheDocument();
  });

  it('finishes the plan after asking, and fetches what the screens show again', async () => {
    const api = mockApi({
      ...devToolsOn,
      [TRIAL]: { isTrialActive: true, trialEndsAt: '2030-01-01T00:00:00.000Z' },
      [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: false },
      ...on(operations.dev.completePlan, { planId: 'plan-1', completedDays: 30 }),
    });
    const { user } = renderApp('/about', { loggedIn: true });
    await waitFor(() => {
      expect(api.calls.filter((call) => call.path.startsWith('/api/auth/trial-status/'))).toHaveLength(1);
    });
    const panel = await openPanel(user);
    await user.click(panel.getByRole('button', { name: 'Finish the plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finish your plan?' }));
    await user.click(dialog.getByRole('button', { name: 'Finish the plan' }));

    expect(await screen.findByText('Your plan is marked as finished.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/dev/complete-plan')).toHaveLength(1);
    await waitFor(() => {
      expect(api.calls.filter((call) => call.path.startsWith('/api/auth/trial-status/'))).toHaveLength(2);
    });
    // The public configuration is not asked again.
    expect(api.calls.filter((call) => call.path === '/api/config')).toHaveLength(1);
  });

  it("shows the server's reason when the plan cannot be finished, and Cancel sends nothing", async () => {
    const api = mockApi({
      ...devToolsOn,
      ...on(operations.dev.completePlan, json({ error: 'No active plan to complete.' }, 404)),
    });
    const { user } = renderApp('/about', { loggedIn: true });
    const panel = await openPanel(user);

    await user.click(panel.getByRole('button', { name: 'Finish the plan' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/dev/complete-plan')).toBe(false);

    await user.click(panel.getByRole('button', { name: 'Finish the plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finish your plan?' }));
    await user.click(dialog.getByRole('button', { name: 'Finish the plan' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('No active plan to complete.');
  });
});
