import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches, re-rendering when that changes. Where the browser cannot answer (a DOM
 * without `matchMedia`, the server) it is `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
