import { operations } from '@pathwise/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { progressQueryOptions } from '@/lib/session-queries';
import { useVisitMount } from '@/lib/visit';
import { todayLessonQueryKey } from './get-today-lesson';

/**
 * GET /plan/pacing (decision 053): today's offer (a consolidation day or the stretch version), today's
 * consolidation lesson when the learner chose one, whether today is the stretch version, and the plan's note.
 */
export const getPacing = () => call(operations.plan.pacing, {});

export const pacingQueryKey = ['plan', 'pacing'] as const;

export const pacingQueryOptions = queryOptions({
  queryKey: pacingQueryKey,
  queryFn: getPacing,
  // Like today's lesson, the offer moves with the day and with the quiz begun: re-checked on each visit.
  staleTime: 0,
});

export function usePacingQuery() {
  return useQuery({ ...pacingQueryOptions, ...useVisitMount() });
}

/** What a pacing choice or a consolidation day's completion may change: the day, the streak, the 30-day map. */
export function refreshPacingDay(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: pacingQueryKey });
  void queryClient.invalidateQueries({ queryKey: todayLessonQueryKey });
  void queryClient.invalidateQueries({ queryKey: progressQueryOptions.queryKey });
  void queryClient.invalidateQueries({ queryKey: ['plan', 'roadmap'] });
}
