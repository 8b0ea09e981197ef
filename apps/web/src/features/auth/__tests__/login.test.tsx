import { operations } from '@pathwise/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

const FAILED = 'Login failed. Please check your credentials and try again.';
const loginOk = { ...on(operations.auth.login, { token: 'jwt-123', userId: TEST_USER_ID }) };
const trial = (isTrialActive: boolean) => ({ isTrialActive, trialEndsAt: '2030-01-01T00:00:00.000Z' });

async function logInThroughForm(app: ReturnType<typeof renderApp>) {
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  await app.user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'secret');
  await app.user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login', () => {
  it('pings the database on mount and links to /signup', async () => {
    const api = mockApi();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    await waitFor(() => {
      expect(api.callsTo('POST', '/api/auth/ping-db')).toHaveLength(1);
    });
    expect(screen.getByRole('main').querySelector('a[href="/signup"]')).toHaveTextContent('Sign Up');
  });

  it('shows the failure text once, inline (no toast repeating it), on wrong credentials', async () => {
    mockApi({ ...on(operations.auth.login, json({ error: 'Invalid email or password.' }, 401)) });
    const app = renderApp('/login');
    await logInThroughForm(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    // Give a toast time to appear, then make sure none did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(FAILED)).toHaveLength(1);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(app.pathname()).toBe('/login');
  });

  it("shows the server's message for a 429 (too many attempts), not 'check your credentials'", async () => {
    const WAIT = 'Too many attempts for this account. Please wait 5 minutes and try again.';
    mockApi({ ...on(operations.auth.login, json({ error: WAIT }, 429)) });
    const app = renderApp('/login');
    await logInThroughForm(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(WAIT);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it.each([
    [400, 'Please enter a valid email address.'],
    [403, 'This account is disabled.'],
  ])("shows the server's own message for any other 4xx (%i)", async (status, message) => {
    mockApi({ ...on(operations.auth.login, json({ error: message }, status)) });
    const app = renderApp('/login');
    await logInThroughForm(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("keeps the spec's text for a server fault (5xx)", async () => {
    mockApi({ ...on(operations.auth.login, json({ error: 'Database unavailable' }, 503)) });
    const app = renderApp('/login');
    await logInThroughForm(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });

  it('a stale failure does not outlive a successful retry', async () => {
    let attempt = 0;
    mockApi({
      ...on(operations.auth.login, () => {
        attempt += 1;
        return attempt === 1
          ? json({ error: 'Invalid email or password.' }, 401)
          : json({ token: 'jwt-123', userId: TEST_USER_ID });
      }),
      ...on(operations.plan.status, { hasPlan: false }),
    });
    const app = renderApp('/login');
    await logInThroughForm(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    await app.user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Plan' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('treats a response without both token and userId as a failure', async () => {
    mockApi({ ...on(operations.auth.login, json({ token: 'jwt-123' })) });
    const app = renderApp('/login');
    await logInThroughForm(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('goes to /learning-plan when the learner has no plan', async () => {
    const api = mockApi({ ...loginOk, ...on(operations.plan.status, { hasPlan: false }) });
    const app = renderApp('/login');
    await logInThroughForm(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Plan' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/learning-plan');
    expect(window.localStorage.getItem('token')).toBe('jwt-123');
    expect(window.localStorage.getItem('userId')).toBe(TEST_USER_ID);
    const [call] = api.callsTo('POST', '/api/auth/login');
    expect(call?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // The status call carries the new token.
    expect(api.callsTo('GET', '/api/plan/learning-plan/status')[0]?.headers.get('Authorization')).toBe(
      'Bearer jwt-123',
    );
    // The navigation switched to the logged-in links.
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Logout');
  });

  it('goes to /Tutor when the trial is active', async () => {
    mockApi({
      ...loginOk,
      ...on(operations.plan.status, { hasPlan: true }),
      [`GET /api/auth/trial-status/${TEST_USER_ID}`]: trial(true),
      [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: false },
    });
    const app = renderApp('/login');
    await logInThroughForm(app);
    // The tutor screen's own access check agrees and greets the learner.
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeInTheDocument();
    expect(app.pathname()).toBe('/Tutor');
  });

  it('goes to /Tutor when the subscription is active', async () => {
    mockApi({
      ...loginOk,
      ...on(operations.plan.status, { hasPlan: true }),
      [`GET /api/auth/trial-status/${TEST_USER_ID}`]: trial(false),
      [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: true },
    });
    const app = renderApp('/login');
    await logInThroughForm(app);
    await screen.findByRole('heading', { level: 1, name: /^Welcome, / });
    expect(app.pathname()).toBe('/Tutor');
  });

  it('goes to /payment when neither trial nor subscription is active', async () => {
    mockApi({
      ...loginOk,
      ...on(operations.plan.status, { hasPlan: true }),
      [`GET /api/auth/trial-status/${TEST_USER_ID}`]: trial(false),
      [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: { isActive: false },
    });
    const app = renderApp('/login');
    await logInThroughForm(app);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unlock Premium Learning' }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/payment');
  });

  it('goes to /Tutor when a status call fails, leaving the decision to its access check', async () => {
    mockApi({
      ...loginOk,
      ...on(operations.plan.status, { hasPlan: true }),
      [`GET /api/auth/trial-status/${TEST_USER_ID}`]: trial(false),
      [`GET /api/payment/subscription/status/${TEST_USER_ID}`]: json({ error: 'Database unavailable' }, 503),
    });
    const app = renderApp('/login');
    await logInThroughForm(app);
    // The tutor's access check then fails too and, per SPEC §4, sends the learner to /payment.
    expect(await screen.findByText('Failed to check subscription. Please try again.')).toBeInTheDocument();
    await waitFor(() => {
      expect(app.pathname()).toBe('/payment');
    });
  });

  it('hides the Google button and never loads its script when no client id is configured', async () => {
    mockApi();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('loads Google Identity Services only when a client id is configured', async () => {
    mockApi({
      ...on(operations.system.config, {
        googleClientId: 'client-123.apps.googleusercontent.com',
        paymentProvider: 'sandbox',
        razorpayKeyId: null,
        appUrl: 'http://localhost:3000',
        governingLaw: 'India',
        blogLinks: [],
        contactEmail: 'hello@pathwise.test',
        devOutbox: false,
      }),
    });
    renderApp('/login');
    expect(await screen.findByText('or')).toBeInTheDocument();
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
  });
});
