import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, MAX_TOASTS } from '@/lib/toast';

// sonner replays toasts raised before its Toaster mounts, so loading it late loses nothing.
const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's own phone width, below which a toast spans the screen. */
const PHONE_QUERY = '(max-width: 600px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/**
 * Notifications: top-right, 5 s auto-close (SPEC §9), at most three. On a phone a toast spans the screen,
 * so there it shows at the bottom, above the fixed bars, instead of over the page's heading.
 */
export function Toaster() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return (
    <Suspense fallback={null}>
      <Sonner
        position={phone ? 'bottom-center' : 'top-right'}
        duration={5000}
        visibleToasts={MAX_TOASTS}
        closeButton
        richColors
        offset={{ top: 'calc(var(--spacing-header) + 0.75rem)' }}
        mobileOffset={{ bottom: 'calc(5.5rem + env(safe-area-inset-bottom))' }}
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
}
