import { operations } from '@pathwise/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from './api-client';
import { keepLearnerSummary } from './learner-summary';
import { useVisitMount } from './visit';

/**
 * The signed-in learner's own records, each under one query key for every screen that reads it.
 * Logging out clears the whole cache; a completed lesson or a new plan invalidates ['plan'].
 */

/** GET /auth/: the account (id, name, e-mail, phone, time zone, whether the e-mail is verified). */
export const meQueryOptions = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: async () => {
    const me = await call(operations.auth.me, {});
    // The name, kept for the tutor's greeting offline (learner-summary.ts).
    if (me.name.trim()) keepLearnerSummary({ name: me.name });
    return me;
  },
  // It changes only when the e-mail is verified, which invalidates it; the profile asks afresh (fetchMe).
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** GET /plan/user_progress: streak, freezes and completed days; re-checked on every visit. */
export const progressQueryOptions = queryOptions({
  queryKey: ['plan', 'progress'],
  queryFn: async () => {
    const progress = await call(operations.plan.progress, {});
    // The streak, kept for the tutor's greeting offline (learner-summary.ts).
    keepLearnerSummary({ streak: progress.streak });
    return progress;
  },
  staleTime: 0,
});

export function useProgress() {
  return useQuery({ ...progressQueryOptions, ...useVisitMount() });
}

/**
 * The account for code outside a component (a download, a prefill, a composed query): the cached one while
 * fresh (`fresh` asks the server always), not retried here (the caller has its own fallback or retry).
 */
export function fetchMe(client: QueryClient, { fresh = false }: { fresh?: boolean } = {}) {
  return client.fetchQuery({ ...meQueryOptions, retry: false, ...(fresh ? { staleTime: 0 } : {}) });
}

/** Progress for a composed query: always from the server (see progressQueryOptions), not retried here. */
export function fetchProgress(client: QueryClient) {
  return client.fetchQuery({ ...progressQueryOptions, retry: false });
}
