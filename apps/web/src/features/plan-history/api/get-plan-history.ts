import { operations } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /plan/history: every plan of the learner, newest first, with progress and any certificate. */
export function getPlanHistory() {
  return call(operations.plan.history, {});
}

export const planHistoryQueryOptions = queryOptions({
  queryKey: ['plan', 'history'],
  queryFn: getPlanHistory,
  staleTime: 0,
});

export function usePlanHistory() {
  return useQuery(planHistoryQueryOptions);
}
