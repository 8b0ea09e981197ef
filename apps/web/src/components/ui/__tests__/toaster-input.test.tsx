import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Toaster } from '../toaster';

// Records when the app first imports sonner (the factory runs on that first import).
const sonner = vi.hoisted(() => ({ imported: false }));
vi.mock('sonner', async (importOriginal) => {
  sonner.imported = true;
  return importOriginal();
});

const notifications = () => document.querySelector('section[aria-label^="Notifications"]');

// Its own file: sonner is asked for once per module graph.
it("loads sonner when the visitor first presses a key, before any toast, so a click's toast does not wait for it", async () => {
  const user = userEvent.setup();
  render(<Toaster />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sonner.imported).toBe(false);
  expect(notifications()).toBeNull();

  await user.keyboard('{Tab}');
  await waitFor(() => {
    expect(notifications()).not.toBeNull();
  });
});
