import { lazy, Suspense } from 'react';
import { loadSonner } from '@/lib/toast';

// sonner replays toasts raised before its Toaster mounts, so loading it late loses nothing.
const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Notifications: top-right, 5 s auto-close (SPEC §9). */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-right"
        duration={5000}
        closeButton
        richColors
        offset={{ top: 'calc(var(--spacing-header) + 0.75rem)' }}
        mobileOffset={{ top: 'calc(var(--spacing-header) + 0.5rem)' }}
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
}
