import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

// SPEC §2: every route exists, with a clear title.
const screens: [path: string, heading: string][] = [
  ['/signup', 'Create an Account'],
  ['/login', 'Welcome Back'],
  ['/request-password-reset', 'Reset Your Password'],
  ['/reset-password/abc123', 'Reset Your Password'],
  // Logged out: the tutor's access check sends the visitor to /login (the screens are covered in features/tutor).
  ['/dashboard', 'Welcome Back'],
  ['/Tutor', 'Welcome Back'],
  ['/learning-plan', 'Learning Plan'],
  ['/chat', 'AI Learning Assistant'],
  ['/cross-questioning', 'Cross Questioning'],
  ['/profile', 'Profile'],
  ['/payment', 'Unlock Premium Learning'],
  // Logged out: the receipt screen asks to log in first (its receipt is covered in features/payment).
  ['/payment-success', 'Your receipt'],
  ['/reminder-settings', 'Stay Committed with Reminders'],
  ['/policy', 'Privacy Policy'],
  ['/GDPR', 'GDPR Compliance'],
  ['/TermsOfService', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
  ['/blog', 'Blog'],
  ['/contact', 'Contact Us'],
  ['/about', 'About Us'],
  ['/certificates/cert-42', 'Certificate not found'],
];

describe('routes', () => {
  it.each(screens)('%s shows "%s" and sets the document title', async (path, heading) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(`${heading} | Pathwise`);
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the landing hero with a Start Free link to /signup for visitors', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/real project in 5 days/i);
    const startFree = screen.getAllByRole('link', { name: /Start Free/ });
    expect(startFree.length).toBeGreaterThan(0);
    for (const link of startFree) expect(link).toHaveAttribute('href', '/signup');
  });

  it('sends a logged-in visitor of / to /Tutor', async () => {
    mockApi({
      [`GET /api/auth/trial-status/${TEST_USER_ID}`]: {
        isTrialActive: true,
        trialEndsAt: '2030-01-01T00:00:00.000Z',
      },
      [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: false },
    });
    const app = renderApp('/', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeInTheDocument();
    expect(app.pathname()).toBe('/Tutor');
  });

  it('shows a 404 page for an unknown address', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('offers a skip link to the main content', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
