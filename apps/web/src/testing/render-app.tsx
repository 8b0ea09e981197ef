import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { STORAGE_KEYS } from '@/lib/storage';

export const TEST_USER_ID = '0b7c6d4e-3f2a-4c1b-9e8d-7a6b5c4d3e2f';

/** GET /api/auth/ for the test learner. */
export const TEST_ME = {
  id: TEST_USER_ID,
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone_no: null,
  timeZone: 'Asia/Kolkata',
};

export function logIn(userId = TEST_USER_ID, token = 'test-token'): void {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.userId, userId);
}

interface RenderAppOptions {
  loggedIn?: boolean;
  /** For tests with vi.useFakeTimers(): lets user-event advance the fake clock. */
  advanceTimers?: (ms: number) => unknown;
}

/** Renders the real route table at `url` in memory, with the app's providers. */
export function renderApp(url = '/', { loggedIn = false, advanceTimers }: RenderAppOptions = {}) {
  if (loggedIn) logIn();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user, pathname: () => router.state.location.pathname };
}
