import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Notifications. sonner is loaded on the first toast (and the Toaster mounted then), so it stays out
 * of every page's first-load JavaScript. Same API as sonner's toast, with three rules:
 * - the same message is one toast (it replaces itself instead of stacking);
 * - at most MAX_TOASTS are kept, the oldest goes first;
 * - a navigation dismisses what earlier pages said (dismissStaleToasts), so a stale failure never
 *   greets the next screen. Forms show their errors inline, not here.
 */
let sonner: Promise<typeof Sonner> | null = null;

export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Whether a toast has been raised in this page's life: the Toaster mounts from then on. */
let raised = false;
const onFirstToast = new Set<() => void>();

export const toastRaised = (): boolean => raised;

/** For useSyncExternalStore: called once, when the first toast is raised. */
export function subscribeToastRaised(listener: () => void): () => void {
  onFirstToast.add(listener);
  return () => {
    onFirstToast.delete(listener);
  };
}

function markRaised() {
  if (raised) return;
  raised = true;
  for (const listener of onFirstToast) listener();
}

/** Toasts on screen at once. */
export const MAX_TOASTS = 3;

/**
 * A toast raised this shortly before a navigation belongs to it ("Redirecting to payment page...",
 * "Payment Successful!") and survives it; anything older is about the page being left.
 */
export const NAVIGATION_GRACE_MS = 1500;

type ToastId = string | number;

/** The toasts shown and not yet closed, oldest first, with when they were raised. */
const live = new Map<ToastId, number>();

function forget(id: ToastId) {
  live.delete(id);
}

type Show = (message: string, options?: ExternalToast) => void;

const show =
  (kind: 'success' | 'error' | 'info' | 'warning' | 'message'): Show =>
  (message, options) => {
    const id = options?.id ?? `${kind}:${message}`;
    // Raised again: it moves to the end (newest) instead of being a second toast.
    live.delete(id);
    live.set(id, Date.now());
    const overflow = [...live.keys()].slice(0, Math.max(0, live.size - MAX_TOASTS));
    markRaised();
    void loadSonner().then(({ toast: sonnerToast }) => {
      for (const old of overflow) {
        forget(old);
        sonnerToast.dismiss(old);
      }
      sonnerToast[kind](message, {
        ...options,
        id,
        onDismiss: (shown) => {
          forget(id);
          options?.onDismiss?.(shown);
        },
        onAutoClose: (shown) => {
          forget(id);
          options?.onAutoClose?.(shown);
        },
      });
    });
  };

/** Dismisses every toast raised more than NAVIGATION_GRACE_MS before `now` (the app calls it on navigation). */
export function dismissStaleToasts(now = Date.now()): void {
  const stale = [...live].filter(([, raisedAt]) => now - raisedAt > NAVIGATION_GRACE_MS).map(([id]) => id);
  if (stale.length === 0) return;
  for (const id of stale) forget(id);
  if (!sonner) return;
  void loadSonner().then(({ toast: sonnerToast }) => {
    for (const id of stale) sonnerToast.dismiss(id);
  });
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
  dismiss: (id?: ToastId) => {
    if (id === undefined) live.clear();
    else forget(id);
    // Before the first toast there is nothing to close, and no reason to load sonner.
    if (!sonner) return;
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  },
};
