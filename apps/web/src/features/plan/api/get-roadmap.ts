import { operations } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /plan/learning-plan: every day of the active plan, what is done, today, and how it was made. */
export function getRoadmap() {
  return call(operations.plan.roadmap, {});
}

export const roadmapQueryOptions = queryOptions({
  queryKey: ['plan', 'roadmap'],
  queryFn: getRoadmap,
  staleTime: 0,
});

export function useRoadmap() {
  return useQuery(roadmapQueryOptions);
}
