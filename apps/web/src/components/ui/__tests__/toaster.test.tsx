import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { Dialog } from '../dialog';
import { Toaster } from '../toaster';

// Records when the app first imports sonner (the factory runs on that first import).
const sonner = vi.hoisted(() => ({ imported: false }));
vi.mock('sonner', async (importOriginal) => {
  sonner.imported = true;
  return importOriginal();
});

const notifications = () => document.querySelector('section[aria-label^="Notifications"]');

// sonner is asked for once per module graph and vitest gives each file its own: the first-input case is in
// toaster-input.test.tsx.
describe('Toaster', () => {
  it('loads sonner with the first toast, not at start, and shows that toast', async () => {
    render(<Toaster />);
    // Closing toasts before any was raised (as a screen may on leaving) has nothing to close and loads nothing.
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sonner.imported).toBe(false);
    // Nothing asked for a toast yet: sonner's region is not there (its code is not loaded).
    expect(notifications()).toBeNull();

    act(() => {
      toast.success('Lesson marked as completed');
    });
    expect(await screen.findByText('Lesson marked as completed')).toBeInTheDocument();
    expect(notifications()).not.toBeNull();
  });

  describe('on a phone', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('dismisses the toasts on screen when a dialog opens, and shows new ones at the top while it is open', async () => {
      // A 375 px wide screen: the Toaster's phone query matches.
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(max-width: 600px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      const dialog = (open: boolean) => (
        <>
          <Toaster />
          <Dialog open={open} onClose={() => undefined} title="Delete your account?">
            <button type="button">Delete account</button>
          </Dialog>
        </>
      );
      const view = render(dialog(false));
      const list = () => document.querySelector('[data-sonner-toaster]');
      act(() => {
        toast.success('Your data has been downloaded.');
      });
      expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
      // Without a dialog, at the bottom (off the page's heading).
      expect(list()).toHaveAttribute('data-y-position', 'bottom');

      // The dialog is a sheet at the bottom of a phone: the earlier toast goes instead of covering its buttons.
      view.rerender(dialog(true));
      await waitFor(() => {
        expect(screen.queryByText('Your data has been downloaded.')).not.toBeInTheDocument();
      });
      act(() => {
        toast.error('Failed to delete your account. Please try again.');
      });
      expect(await screen.findByText('Failed to delete your account. Please try again.')).toBeInTheDocument();
      expect(list()).toHaveAttribute('data-y-position', 'top');

      view.rerender(dialog(false));
      await waitFor(() => {
        expect(list()).toHaveAttribute('data-y-position', 'bottom');
      });
    });
  });
});
