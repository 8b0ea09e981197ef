import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Notifications. sonner is loaded on first use (and by the Toaster right after start-up) so it
 * stays out of the landing page's first-load JavaScript. Same API as sonner's toast.
 */
let sonner: Promise<typeof Sonner> | null = null;

export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

type Show = (message: string, options?: ExternalToast) => void;

const show =
  (kind: 'success' | 'error' | 'info' | 'warning' | 'message'): Show =>
  (message, options) => {
    void loadSonner().then(({ toast: sonnerToast }) => {
      sonnerToast[kind](message, options);
    });
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
  dismiss: (id?: string | number) => {
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  },
};
