import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { followNavigations, loadSonner, NAVIGATION_GRACE_MS, toast } from '@/lib/toast';
import { AppShell } from '../app-shell';

const REDIRECTED = 'Redirecting to payment page. Please subscribe to continue.';

function Leave() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        toast.info(REDIRECTED);
        void navigate('/payment');
      }}
    >
      Leave
    </button>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

it("keeps the toast raised just before a navigation, however long the next page's code takes to arrive", async () => {
  await loadSonner();
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter([
    {
      element: (
        <AppShell>
          <Outlet />
        </AppShell>
      ),
      children: [
        { path: '/', element: <Leave /> },
        {
          path: '/payment',
          lazy: async () => {
            await arrived;
            return { Component: () => <h1>Payment</h1> };
          },
        },
      ],
    },
  ]);
  // As the app's router does (app/router.tsx).
  const unfollow = followNavigations(router);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );

  await user.click(await screen.findByRole('button', { name: 'Leave' }));
  expect(await screen.findByText(REDIRECTED)).toBeInTheDocument();
  // The payment page's code arrives well after the grace a toast has before a navigation.
  const later = Date.now() + NAVIGATION_GRACE_MS * 3;
  vi.spyOn(Date, 'now').mockReturnValue(later);
  await act(async () => {
    arrive();
    await arrived;
  });

  expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  // A dismissed toast leaves after its exit animation (200 ms).
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(screen.getByText(REDIRECTED)).toBeInTheDocument();
  unfollow();
});
