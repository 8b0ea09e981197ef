import { planHistoryResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /plan/history: every plan of the learner, newest first, with progress and any certificate. */
export function getPlanHistory() {
  return api.get('/plan/history', planHistoryResponse);
}

export const planHistoryQueryOptions = queryOptions({
  queryKey: ['plan', 'history'],
  queryFn: getPlanHistory,
  staleTime: 0,
});

export function usePlanHistory() {
  return useQuery(planHistoryQueryOptions);
}
