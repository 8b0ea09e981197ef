import { operations } from '@pathwise/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function submitNewPassword(app: ReturnType<typeof renderApp>) {
  await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
  await app.user.type(screen.getByLabelText('New Password'), 'n3w-passw0rd');
  await app.user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

const toneOf = async (text: string) =>
  (await screen.findByText(text)).closest('[data-tone]')?.getAttribute('data-tone');

describe('reset password (/reset-password/:token)', () => {
  it('sends the token from the address and the new password', async () => {
    const api = mockApi({ ...on(operations.auth.resetPassword, { message: 'Password updated.' }) });
    await submitNewPassword(renderApp('/reset-password/tok-123'));
    await screen.findByText('Password updated.');
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      resetToken: 'tok-123',
      newPassword: 'n3w-passw0rd',
    });
  });

  it("shows 'Resetting...' and disables the button while busy", async () => {
    let release: (response: Response) => void = () => undefined;
    mockApi({
      ...on(
        operations.auth.resetPassword,
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ),
    });
    const app = renderApp('/reset-password/tok-123');
    await submitNewPassword(app);
    const busy = screen.getByRole('button', { name: 'Resetting...' });
    expect(busy).toBeDisabled();
    act(() => {
      release(json({ message: 'Password updated.' }));
    });
    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
  });

  it('shows a success message in green and goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ ...on(operations.auth.resetPassword, { message: 'Password reset successful.' }) });
    const app = renderApp('/reset-password/tok-123', { advanceTimers: vi.advanceTimersByTime });
    await submitNewPassword(app);
    expect(await toneOf('Password reset successful.')).toBe('success');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it("shows red when a success message contains 'error' (case-insensitive)", async () => {
    mockApi({ ...on(operations.auth.resetPassword, { message: 'Reset ERROR: please retry later' }) });
    await submitNewPassword(renderApp('/reset-password/tok-123'));
    expect(await toneOf('Reset ERROR: please retry later')).toBe('error');
  });

  it("shows a failure in red even without the word 'error', and stays on the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      ...on(operations.auth.resetPassword, json({ error: 'Invalid or expired reset token.' }, 400)),
    });
    const app = renderApp('/reset-password/tok-123', { advanceTimers: vi.advanceTimersByTime });
    await submitNewPassword(app);
    expect(await toneOf('Invalid or expired reset token.')).toBe('error');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(app.pathname()).toBe('/reset-password/tok-123');
  });
});

describe('request password reset (/request-password-reset)', () => {
  async function requestLink(app: ReturnType<typeof renderApp>) {
    await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
    expect(screen.getByLabelText('Email')).toBeRequired();
    await app.user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  }

  it('shows the server message in green', async () => {
    const api = mockApi({ ...on(operations.auth.requestPasswordReset, { message: 'Check your inbox.' }) });
    await requestLink(renderApp('/request-password-reset'));
    expect(await toneOf('Check your inbox.')).toBe('success');
    expect(api.callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'asha@example.com',
    });
  });

  it("shows a message containing 'error' in red", async () => {
    mockApi({ ...on(operations.auth.requestPasswordReset, json({ error: 'Mail error, try later.' }, 502)) });
    await requestLink(renderApp('/request-password-reset'));
    expect(await toneOf('Mail error, try later.')).toBe('error');
  });

  it("shows 'Sending...' while busy", async () => {
    mockApi({ ...on(operations.auth.requestPasswordReset, () => new Promise<Response>(() => undefined)) });
    await requestLink(renderApp('/request-password-reset'));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
