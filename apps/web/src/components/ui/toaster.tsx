import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { isDialogOpen, subscribeOpenDialogs } from '@/lib/open-dialogs';
import { isSonnerRequested, loadSonner, MAX_TOASTS, subscribeSonnerRequested, toast } from '@/lib/toast';

// sonner replays toasts raised before its Toaster mounts, so loading it late loses nothing.
const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's own phone width, below which a toast spans the screen. */
const PHONE_QUERY = '(max-width: 600px)';

/** What a visitor does first that may raise a toast soon after: sonner starts loading then. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * sonner (9 kB gzip) is not part of the first load: it loads with the first toast, or as soon as the visitor
 * first presses a key or a pointer, whichever comes first, so a toast a click raises rarely waits for it.
 */
function useSonnerOnFirstUse(): boolean {
  const requested = useSyncExternalStore(subscribeSonnerRequested, isSonnerRequested, () => false);
  useEffect(() => {
    if (requested) return;
    const load = () => void loadSonner();
    for (const type of FIRST_INPUT) window.addEventListener(type, load, { once: true, capture: true });
    return () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, load, { capture: true });
    };
  }, [requested]);
  return requested;
}

/**
 * Whether a modal dialog is open. When one opens, the toasts on screen go: they were about what the learner
 * did before, and on a phone they would sit on the dialog's buttons.
 */
function useDialogOpen(): boolean {
  const dialogOpen = useSyncExternalStore(subscribeOpenDialogs, isDialogOpen, () => false);
  useEffect(() => {
    if (dialogOpen) toast.dismiss();
  }, [dialogOpen]);
  return dialogOpen;
}

/**
 * Notifications: top-right, 5 s auto-close (SPEC §9), at most three; on a desktop the tutor's chat input
 * stays clear below them. On a phone a toast spans the screen, so there it shows at the bottom, above the
 * fixed bars, instead of over the page's heading; while a dialog (a sheet at the bottom of a phone's screen)
 * is open, it shows at the top instead, off the dialog's buttons.
 */
export function Toaster() {
  const phone = useMediaQuery(PHONE_QUERY, false);
  const requested = useSonnerOnFirstUse();
  const dialogOpen = useDialogOpen();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position={phone ? (dialogOpen ? 'top-center' : 'bottom-center') : 'top-right'}
        duration={5000}
        visibleToasts={MAX_TOASTS}
        closeButton
        richColors
        offset={{ top: 'calc(var(--spacing-header) + 0.75rem)' }}
        mobileOffset={{
          top: 'calc(0.75rem + env(safe-area-inset-top))',
          bottom: 'calc(5.5rem + env(safe-area-inset-bottom))',
        }}
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
}
