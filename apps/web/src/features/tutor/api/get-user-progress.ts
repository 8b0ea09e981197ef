import { userProgressResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /plan/user_progress: streak (default 0) and completed days. */
export function getUserProgress() {
  return api.get('/plan/user_progress', userProgressResponse);
}

export const userProgressQueryOptions = queryOptions({
  queryKey: ['plan', 'progress'],
  queryFn: getUserProgress,
  staleTime: 0,
});

export function useUserProgress() {
  return useQuery(userProgressQueryOptions);
}
