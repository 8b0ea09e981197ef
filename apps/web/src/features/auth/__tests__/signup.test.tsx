import { operations } from '@pathwise/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function fillAndSubmit(app: ReturnType<typeof renderApp>) {
  const { user } = app;
  await screen.findByRole('heading', { level: 1, name: 'Create an Account' });
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.type(screen.getByLabelText('Phone number (with country code)'), '+91 98765 43210');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('signup', () => {
  it('has the required fields, the phone placeholder and a Login link', async () => {
    mockApi();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create an Account' });
    for (const label of ['Name', 'Email', 'Password', 'Phone number (with country code)']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number (with country code)')).toHaveAttribute(
      'placeholder',
      '+91 98765 43210',
    );
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href="/login"]')).toHaveTextContent('Login');
  });

  it('pings the database on mount', async () => {
    const api = mockApi();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => {
      expect(api.callsTo('POST', '/api/auth/ping-db')).toHaveLength(1);
    });
  });

  it('shows the server message in green and goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ ...on(operations.auth.signup, json({ message: 'Welcome aboard!' }, 201)) });
    const app = renderApp('/signup', { advanceTimers: vi.advanceTimersByTime });
    await fillAndSubmit(app);

    const message = await screen.findByText('Welcome aboard!');
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(api.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'correct horse battery',
      phone_no: '+91 98765 43210',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(app.pathname()).toBe('/signup');
    expect(screen.queryByRole('heading', { level: 1, name: 'Welcome Back' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    // The login screen's code loads, then the location commits.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
  });

  it("falls back to 'Signup successful! Redirecting...' when the server sends no message", async () => {
    mockApi({ ...on(operations.auth.signup, json({}, 201)) });
    await fillAndSubmit(renderApp('/signup'));
    expect(await screen.findByText('Signup successful! Redirecting...')).toBeInTheDocument();
  });

  it("shows the server's error in red on failure", async () => {
    mockApi({ ...on(operations.auth.signup, json({ error: 'Email already registered.' }, 409)) });
    const app = renderApp('/signup');
    await fillAndSubmit(app);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email already registered.');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(app.pathname()).toBe('/signup');
  });

  it("shows 'Signup failed. Try again.' when the failure has no error text", async () => {
    mockApi({ ...on(operations.auth.signup, () => new Response('', { status: 500 })) });
    await fillAndSubmit(renderApp('/signup'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed. Try again.');
  });
});
