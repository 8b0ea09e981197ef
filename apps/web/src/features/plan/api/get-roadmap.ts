import { roadmapResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /plan/learning-plan: every day of the active plan, what is done, today, and how it was made. */
export function getRoadmap() {
  return api.get('/plan/learning-plan', roadmapResponse);
}

export const roadmapQueryOptions = queryOptions({
  queryKey: ['plan', 'roadmap'],
  queryFn: getRoadmap,
  staleTime: 0,
});

export function useRoadmap() {
  return useQuery(roadmapQueryOptions);
}
