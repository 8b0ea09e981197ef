import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Notifications: sonner's toast API with the app's three rules, and sonner loaded late.
 *
 * For the budget (decision 044): sonner is 9.4 kB gzip, this module and the Toaster 1.2 kB, and /Tutor's
 * first load is over its 130 kB budget. So sonner loads on the first toast, or when the Toaster sees the
 * visitor's first key or pointer press; loadSonner and the "requested" store below exist only for that.
 *
 * The rules (the app's, kept whatever the loading):
 * - the same message is one toast (its id is the message, so it replaces itself instead of stacking);
 * - at most MAX_TOASTS are kept, the oldest goes first (sonner only hides the ones past visibleToasts);
 * - a navigation dismisses what earlier pages said (dismissStaleToasts), so a stale failure never
 *   greets the next screen. Forms show their errors inline, not here.
 */
let sonner: Promise<typeof Sonner> | null = null;
const loadListeners = new Set<() => void>();

export function loadSonner(): Promise<typeof Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of loadListeners) listener();
  }
  return sonner;
}

/** Whether sonner has been asked for: the Toaster mounts sonner's own once it has (useSyncExternalStore). */
export function subscribeSonnerRequested(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => {
    loadListeners.delete(listener);
  };
}

export const isSonnerRequested = (): boolean => sonner !== null;

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
        live.delete(old);
        sonnerToast.dismiss(old);
      }
      sonnerToast[kind](message, {
        ...options,
        id,
        onDismiss: (shown) => {
          live.delete(id);
          options?.onDismiss?.(shown);
        },
        onAutoClose: (shown) => {
          live.delete(id);
          options?.onAutoClose?.(shown);
        },
      });
    });
  };

/** Where the navigation under way goes, and when it began. */
let navigationStart: { pathname: string; at: number } | null = null;

/** The part of the app's router read here: its state, told the moment a navigation begins. */
interface NavigationSource {
  subscribe(
    listener: (state: { navigation: { state: string; location?: { pathname: string } } }) => void,
  ): () => void;
}

/**
 * Notes when each navigation begins (the router tells its subscribers as navigate() is called). The next
 * page's code can take seconds to arrive on a slow connection or a busy phone, so "just before the
 * navigation" is measured from here, not from when the next page shows. Returns the unsubscribe.
 */
export function followNavigations(router: NavigationSource): () => void {
  return router.subscribe(({ navigation }) => {
    const pathname = navigation.location?.pathname;
    if (navigation.state === 'idle' || pathname === undefined) return;
    if (navigationStart?.pathname !== pathname) navigationStart = { pathname, at: Date.now() };
  });
}

/**
 * On arriving at `pathname` (the app calls it on every navigation): dismisses every toast raised more than
 * NAVIGATION_GRACE_MS before the navigation there began, or before `now` when its start was not seen.
 */
export function dismissStaleToasts(now = Date.now(), pathname?: string): void {
  const began =
    pathname !== undefined && navigationStart?.pathname === pathname
      ? Math.min(now, navigationStart.at)
      : now;
  navigationStart = null;
  const stale = [...live].filter(([, raisedAt]) => began - raisedAt > NAVIGATION_GRACE_MS).map(([id]) => id);
  if (stale.length === 0) return;
  for (const id of stale) live.delete(id);
  // A toast on screen means sonner was asked for: nothing here loads it.
  void sonner?.then(({ toast: sonnerToast }) => {
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
    else live.delete(id);
    // Before the first toast there is nothing to close, and no reason to load sonner.
    void sonner?.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  },
};
