import { EMAIL_ALREADY_VERIFIED_MESSAGE, operations } from '@pathwise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp, TEST_USER_ID } from '@/testing/render-app';

describe('verify e-mail (/verify-email/:token)', () => {
  it('sends the token from the address once and shows the server’s success in green', async () => {
    const api = mockApi({
      ...on(operations.auth.verifyEmail, { message: 'Your e-mail address is verified. Thank you!' }),
    });
    renderApp('/verify-email/tok-abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Your E-mail' })).toBeInTheDocument();
    const message = await screen.findByText('Your e-mail address is verified. Thank you!');
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(api.callsTo('POST', '/api/auth/verify-email')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/auth/verify-email')[0]?.body).toEqual({ token: 'tok-abc' });
  });

  it('says a link opened again found the address already verified, with a way on', async () => {
    mockApi({
      ...on(operations.auth.verifyEmail, {
        message: EMAIL_ALREADY_VERIFIED_MESSAGE,
        alreadyVerified: true,
      }),
    });
    renderApp('/verify-email/used-once');
    const message = await screen.findByText(EMAIL_ALREADY_VERIFIED_MESSAGE);
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('offers a logged-in learner the way back into the app', async () => {
    mockApi({
      ...on(operations.auth.verifyEmail, {
        message: EMAIL_ALREADY_VERIFIED_MESSAGE,
        alreadyVerified: true,
      }),
    });
    renderApp('/verify-email/used-once', { loggedIn: true });
    await screen.findByText(EMAIL_ALREADY_VERIFIED_MESSAGE);
    expect(screen.getByRole('link', { name: 'Go to the app' })).toHaveAttribute('href', '/Tutor');
  });

  it('shows a failed link in red with where to get a new one', async () => {
    mockApi({
      ...on(
        operations.auth.verifyEmail,
        json({ error: 'This verification link is invalid or has expired. Please request a new one.' }, 400),
      ),
    });
    renderApp('/verify-email/expired');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This verification link is invalid or has expired. Please request a new one.',
    );
    expect(alert).toHaveTextContent('You can ask for a new link on your Profile.');
  });
});

describe('the verify-your-e-mail notice on Profile', () => {
  const me = (emailVerified: boolean) => ({
    ...on(operations.auth.me, {
      id: TEST_USER_ID,
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone_no: null,
      timeZone: 'Asia/Kolkata',
      emailVerified,
    }),
    ...on(operations.plan.progress, { streak: 1, completed_days: [1] }),
    ...on(operations.plan.duration, { duration: 30 }),
  });

  it('asks an unverified learner to verify and sends a new link on request', async () => {
    const api = mockApi({
      ...me(false),
      ...on(operations.auth.resendVerification, {
        message: 'We sent a new verification link to asha@example.com.',
      }),
    });
    const app = renderApp('/profile', { loggedIn: true });
    const notice = await screen.findByRole('region', { name: 'Verify your e-mail' });
    expect(notice).toHaveTextContent('Open the link we sent to asha@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText('We sent a new verification link to asha@example.com.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/resend-verification')).toHaveLength(1);
  });

  it('says nothing once the address is verified', async () => {
    mockApi(me(true));
    renderApp('/profile', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Asha Verma' });
    expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument();
  });
});
