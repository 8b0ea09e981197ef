import { useSyncExternalStore } from 'react';

export interface Polled<T> {
  /** The last value loaded; a later failure keeps it. */
  data: T | undefined;
  /** True until the first load settles, either way. */
  isPending: boolean;
}

export interface PolledValue<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => Polled<T>;
}

const PENDING: Polled<never> = { data: undefined, isPending: true };

/**
 * A value shared by every component that reads it: loaded when the first one subscribes, then every
 * `intervalMs` while the page is visible (at once when it shows again after missing a turn); forgotten
 * when the last one leaves. A small stand-in for a query cache where the page must stay light.
 */
export function createPolledValue<T>(
  load: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
): PolledValue<T> {
  let state: Polled<T> = PENDING;
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;

  const set = (next: Polled<T>) => {
    state = next;
    listeners.forEach((listener) => {
      listener();
    });
  };

  const start = () => {
    const controller = new AbortController();
    let lastRun = 0;
    const run = () => {
      lastRun = Date.now();
      load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) set({ data, isPending: false });
        },
        () => {
          if (!controller.signal.aborted) set({ data: state.data, isPending: false });
        },
      );
    };
    const onVisibilityChange = () => {
      if (!document.hidden && Date.now() - lastRun >= intervalMs) run();
    };
    run();
    const timer = window.setInterval(() => {
      if (!document.hidden) run();
    }, intervalMs);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  };

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      stop ??= start();
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
        state = PENDING;
      };
    },
    getSnapshot: () => state,
  };
}

/**
 * Reads a polled value. A prerendered page hydrates with it pending (what the server rendered); because
 * nothing above the readers changes when it loads, only readers already hydrated re-render.
 */
export function usePolled<T>(value: PolledValue<T>): Polled<T> {
  return useSyncExternalStore(value.subscribe, value.getSnapshot, () => PENDING);
}
