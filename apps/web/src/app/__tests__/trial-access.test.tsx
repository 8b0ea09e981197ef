import { operations } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

const TRIAL = `GET /api/auth/trial-status/${TEST_USER_ID}`;
const SUBSCRIPTION = `GET /api/payment/subscription/status/${TEST_USER_ID}`;
const ENDED_ON = 'Your free trial ended on 2 Dec.';

const ended = {
  [TRIAL]: { isTrialActive: false, trialEndsAt: '2026-12-02T10:00:00.000Z' },
  [SUBSCRIPTION]: { isActive: false },
  ...on(operations.payment.lifetimeSlots, { total: 100, sold: 0, left: 100 }),
};

describe('when the free trial has ended', () => {
  it('the navigation marks the locked screens and leaves the others as they are', async () => {
    mockApi(ended);
    renderApp('/profile', { loggedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const label of ['Tutor', 'Chatbot', 'Cross Questioning'])
      expect(await within(nav).findByRole('link', { name: new RegExp(`^${label}`) })).toHaveAccessibleName(
        `${label} (locked: free trial ended)`,
      );
    for (const label of ['Reminder', 'Profile', 'Payment', 'Change Plan'])
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
  });

  it('the mobile menu says why they are locked', async () => {
    mockApi(ended);
    const app = renderApp('/profile', { loggedIn: true });
    await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await screen.findByTestId('menu-access')).toHaveTextContent(
      `${ENDED_ON} Locked screens need Premium.`,
    );
  });

  it('/Tutor sends the learner to /payment, which says the trial ended', async () => {
    mockApi(ended);
    const app = renderApp('/Tutor', { loggedIn: true });
    await waitFor(() => {
      expect(app.pathname()).toBe('/payment');
    });
    const notice = (await screen.findByText(ENDED_ON)).closest('[role="status"]');
    expect(notice).toHaveTextContent(
      'The tutor, the chatbot and cross-questioning need Premium now. Your plan and progress are kept.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unlock Premium Learning' })).toBeInTheDocument();
  });

  it('a learner in their trial sees no lock, and no trial-ended notice on /payment', async () => {
    mockApi({ ...ended, [TRIAL]: { isTrialActive: true, trialEndsAt: '2030-01-01T00:00:00.000Z' } });
    renderApp('/payment', { loggedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Tutor' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(nav).queryByRole('link', { name: /locked/ })).toBeNull();
    expect(screen.queryByText(/free trial ended/)).toBeNull();
  });
});
