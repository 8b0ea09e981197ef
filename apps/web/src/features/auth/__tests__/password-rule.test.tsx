import { operations } from '@pathwise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const RULE =
  'At least 8 characters, not your e-mail address or an easy run (aaaaaaaa, 12345678); common or leaked passwords are refused.';
const TOO_SHORT = 'Password must be at least 8 characters.';
const TOO_COMMON =
  'This password is too common: it appears in lists of leaked passwords. Please choose a less common one.';

async function signUpWith(app: ReturnType<typeof renderApp>, password: string) {
  await screen.findByRole('heading', { level: 1, name: 'Create an Account' });
  await app.user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await app.user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.type(screen.getByLabelText('Phone number (with country code)'), '+91 98765 43210');
  await app.user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

async function resetTo(app: ReturnType<typeof renderApp>, password: string) {
  await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
  await app.user.type(screen.getByLabelText('New Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('the password rule on the sign-up form', () => {
  it('states the rule under the field', async () => {
    mockApi();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create an Account' });
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(RULE);
  });

  it('refuses a short password in red without calling the server', async () => {
    const api = mockApi();
    await signUpWith(renderApp('/signup'), 'short1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TOO_SHORT);
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('shows the server’s refusal of a common password', async () => {
    mockApi({ ...on(operations.auth.signup, json({ error: TOO_COMMON }, 400)) });
    await signUpWith(renderApp('/signup'), 'password1');
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_COMMON);
  });
});

describe('the password rule on the reset form', () => {
  it('states the rule under the field', async () => {
    mockApi();
    renderApp('/reset-password/tok-123');
    await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(RULE);
  });

  it('refuses a short password in red without calling the server', async () => {
    const api = mockApi();
    await resetTo(renderApp('/reset-password/tok-123'), 'short1');
    const message = await screen.findByText(TOO_SHORT);
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('shows the server’s refusal of a common password', async () => {
    mockApi({ ...on(operations.auth.resetPassword, json({ error: TOO_COMMON }, 400)) });
    await resetTo(renderApp('/reset-password/tok-123'), 'iloveyou1');
    expect(await screen.findByText(TOO_COMMON)).toBeInTheDocument();
  });
});
