import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ApplyUpdate } from '@/lib/service-worker';
import { UpdatePrompt } from '../update-prompt';

/** A service worker container with one registration whose new version is already waiting. */
function fakeContainer({ controlled }: { controlled: boolean }) {
  const waiting = { postMessage: vi.fn(), addEventListener: vi.fn(), state: 'installed' };
  const registration = { waiting, installing: null, addEventListener: vi.fn(), update: vi.fn() };
  const listeners: Record<string, () => void> = {};
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve(registration)),
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners[type] = listener;
    }),
  };
  return { container: container as unknown as ServiceWorkerContainer, waiting, listeners };
}

describe('update prompt', () => {
  it('says a new version is ready and reloads with the keyboard when asked', async () => {
    let offer: ((apply: ApplyUpdate) => void) | undefined;
    const apply = vi.fn();
    render(<UpdatePrompt enabled register={(onReady) => (offer = onReady)} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => offer?.(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Pathwise is ready.');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('registers nothing unless enabled (the dev server and tests have no worker)', () => {
    const register = vi.fn();
    render(<UpdatePrompt enabled={false} register={register} />);
    expect(register).not.toHaveBeenCalled();
  });
});

describe('registerServiceWorker', () => {
  it('offers a waiting version, which takes over and reloads the page when applied', async () => {
    const { container, waiting, listeners } = fakeContainer({ controlled: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const onReady = vi.fn<(apply: ApplyUpdate) => void>();
    registerServiceWorker(onReady, container);
    await vi.waitFor(() => {
      expect(onReady).toHaveBeenCalledTimes(1);
    });
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    onReady.mock.calls[0]?.[0]();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    listeners.controllerchange?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not offer the first install: no page is running old code', async () => {
    const { container } = fakeContainer({ controlled: false });
    const onReady = vi.fn();
    registerServiceWorker(onReady, container);
    await vi.waitFor(() => {
      expect(container.register).toHaveBeenCalled();
    });
    await Promise.resolve();
    expect(onReady).not.toHaveBeenCalled();
  });
});
