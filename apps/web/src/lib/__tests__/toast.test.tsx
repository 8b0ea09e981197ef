import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissStaleToasts, loadSonner, MAX_TOASTS, NAVIGATION_GRACE_MS, toast } from '../toast';

const shown = () => document.querySelectorAll('[data-sonner-toast]');

beforeEach(async () => {
  toast.dismiss();
  render(<Toaster />);
  // sonner's Toaster is mounted once sonner is asked for (the first toast or input does that in the app).
  await act(async () => {
    await loadSonner();
  });
  await waitFor(() => {
    expect(document.querySelector('section[aria-label^="Notifications"]')).not.toBeNull();
  });
});

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('the same message raised three times is one toast', async () => {
    act(() => {
      toast.error('Something broke');
      toast.error('Something broke');
      toast.error('Something broke');
    });
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Something broke')).toHaveLength(1);
  });

  it(`keeps at most ${String(MAX_TOASTS)}, dropping the oldest`, async () => {
    act(() => {
      for (let index = 1; index <= 5; index += 1) toast.info(`Message ${String(index)}`);
    });
    expect(await screen.findByText('Message 5')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    });
    expect(screen.queryByText('Message 2')).not.toBeInTheDocument();
    expect(shown().length).toBeLessThanOrEqual(MAX_TOASTS);
  });

  it('a navigation dismisses what earlier pages said, but not what was raised just before it', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    act(() => {
      toast.error('Login failed. Please check your credentials and try again.');
    });
    clock.mockReturnValue(start + NAVIGATION_GRACE_MS + 500);
    act(() => {
      toast.info('Redirecting to payment page. Please subscribe to continue.');
    });
    expect(
      await screen.findByText('Redirecting to payment page. Please subscribe to continue.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Login failed. Please check your credentials and try again.'),
    ).toBeInTheDocument();

    act(() => {
      dismissStaleToasts();
    });
    await waitFor(() => {
      expect(
        screen.queryByText('Login failed. Please check your credentials and try again.'),
      ).not.toBeInTheDocument();
    });
    expect(
      screen.getByText('Redirecting to payment page. Please subscribe to continue.'),
    ).toBeInTheDocument();
  });
});
