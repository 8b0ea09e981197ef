import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
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
});
