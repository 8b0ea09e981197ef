import { createContext, use } from 'react';

/**
 * When the screen now open started its visit (ms since the epoch), or null outside such a screen. A screen
 * that starts its data while something else is still checked (the tutor, while access is) provides it, so
 * the parts that mount later take those answers as this visit's instead of asking again.
 */
export const VisitStart = createContext<number | null>(null);

interface Answered {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

/**
 * Mount options for a query re-checked on every visit (staleTime 0). Within a visit, an answer fetched or a
 * failure met since it started is kept (a failure shows with the screen's own "Try again"); elsewhere the
 * defaults (refetch when stale, retry a failure).
 */
export function useVisitMount(): {
  refetchOnMount: boolean | ((query: { state: Answered }) => boolean);
  retryOnMount: boolean;
} {
  const since = use(VisitStart);
  if (since === null) return { refetchOnMount: true, retryOnMount: true };
  return {
    refetchOnMount: ({ state }) => Math.max(state.dataUpdatedAt, state.errorUpdatedAt) < since,
    retryOnMount: false,
  };
}
