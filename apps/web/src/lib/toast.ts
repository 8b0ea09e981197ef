import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Notifications. sonner is loaded on first use (and by the Toaster right after start-up) so it
 * stays out of the landing page's first-load JavaScript. Same API as sonner's toast, with three rules:
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
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  },
};
