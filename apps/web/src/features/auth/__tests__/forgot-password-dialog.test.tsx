import { operations } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function openDialog(app: ReturnType<typeof renderApp>) {
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  await app.user.type(screen.getByLabelText('Email'), 'asha@example.com');
  const opener = screen.getByRole('button', { name: 'Forgot Password?' });
  await app.user.click(opener);
  return { dialog: screen.getByRole('dialog', { name: 'Forgot Password' }), opener };
}

describe('Forgot Password dialog on /login', () => {
  it('is a modal pre-filled with the typed email; Cancel closes it and returns focus', async () => {
    mockApi();
    const app = renderApp('/login');
    const { dialog, opener } = await openDialog(app);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveValue('asha@example.com');
    expect(email).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and keeps Tab inside', async () => {
    mockApi();
    const app = renderApp('/login');
    const { dialog, opener } = await openDialog(app);
    // email → Cancel → Send Reset Link → Close → back to email
    for (let i = 0; i < 4; i += 1) await app.user.tab();
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    await app.user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('sends the reset link, toasts the server message and closes', async () => {
    const api = mockApi({
      ...on(operations.auth.requestPasswordReset, { message: 'Reset link sent to your email.' }),
    });
    const app = renderApp('/login');
    const { dialog } = await openDialog(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Reset link sent to your email.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'asha@example.com',
    });
  });

  it("falls back to 'Password reset link sent!'", async () => {
    mockApi({ ...on(operations.auth.requestPasswordReset, json({})) });
    const app = renderApp('/login');
    const { dialog } = await openDialog(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset link sent!')).toBeInTheDocument();
  });

  it('toasts the failure text and stays open', async () => {
    mockApi({ ...on(operations.auth.requestPasswordReset, json({ error: 'No such user' }, 404)) });
    const app = renderApp('/login');
    const { dialog } = await openDialog(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Failed to send password reset email. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
