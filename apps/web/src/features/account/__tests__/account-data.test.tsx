import { operations } from '@pathwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { json, mockApi, on } from '@/testing/mock-api';
import { logIn, TEST_USER_ID } from '@/testing/render-app';
import { AccountDataCard } from '../components/account-data-card';

/** The card as the Profile screen will place it, with a home route to land on after deletion. */
function renderCard(props: Parameters<typeof AccountDataCard>[0] = {}) {
  logIn();
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <AccountDataCard {...props} /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, queryClient };
}

describe("'Download my data'", () => {
  it('saves the export as a JSON file', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:data');
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi({
      ...on(operations.account.export, json({ format: 'pathwise-account-export/1', tables: {} })),
    });
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => {
      expect(saved).toEqual(['pathwise-my-data.json']);
    });
    expect(api.callsTo('GET', '/api/account/export')[0]?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
  });

  it('says so when the download fails', async () => {
    mockApi({ ...on(operations.account.export, json({ error: 'down' }, 500)) });
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('down')).toBeInTheDocument();
  });
});

describe("'Delete account'", () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    return screen.getByRole('dialog', { name: 'Delete your account?' });
  }

  it('names what is lost and asks for the password before anything is sent', async () => {
    const api = mockApi();
    const { user } = renderCard();
    const dialog = await openDialog(user);
    for (const lost of ['learning plans', 'chats', 'reminders', 'certificates', 'Payment records are kept'])
      expect(dialog).toHaveTextContent(lost);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      within(dialog).getByText('Enter your password to confirm deleting your account.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/account')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });

  it('shows the server’s reason for a wrong password and keeps the learner logged in', async () => {
    mockApi({
      ...on(
        operations.account.delete,
        json({ error: 'That password is not correct, so your account was not deleted.' }, 403),
      ),
    });
    const { user, router } = renderCard();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      await within(dialog).findByText('That password is not correct, so your account was not deleted.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem('token')).toBe('test-token');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('deletes with the password, ends the session and goes home', async () => {
    const api = mockApi({
      ...on(operations.account.delete, { message: 'Your account and your data have been deleted.' }),
    });
    const { user, router } = renderCard();
    const dayKey = `${TEST_USER_ID}-2026-01-01`;
    window.localStorage.setItem(dayKey, '[]');
    window.localStorage.setItem(`chatHistory_${TEST_USER_ID}`, '[]');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/account')[0]?.body).toEqual({ password: 'my password' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    // Its chat histories go too: nothing of the deleted account stays in this browser.
    expect(window.localStorage.getItem(dayKey)).toBeNull();
    expect(window.localStorage.getItem(`chatHistory_${TEST_USER_ID}`)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Your account and your data have been deleted.')).toBeInTheDocument();
  });

  it('can confirm with a fresh Google sign-in when the screen offers one', async () => {
    const api = mockApi({
      ...on(operations.account.delete, { message: 'Your account and your data have been deleted.' }),
    });
    const { user } = renderCard({ googleConfirm: () => Promise.resolve('google-id-token') });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with Google instead' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/account')[0]?.body).toEqual({ googleToken: 'google-id-token' });
  });
});
