import { operations, type PacingResponse } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pacingQueryKey, refreshPacingDay } from './get-pacing';

/**
 * POST /plan/pacing/complete: today's consolidation day studied (decision 053), not complete-lesson: the
 * plan day it goes over was completed before. The streak counts it; the next topic opens tomorrow.
 */
export function useCompleteConsolidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(operations.plan.completeConsolidation, {}),
    onSuccess: () => {
      queryClient.setQueryData<PacingResponse>(pacingQueryKey, (pacing) =>
        pacing?.consolidation
          ? { ...pacing, consolidation: { ...pacing.consolidation, completed: true } }
          : pacing,
      );
      refreshPacingDay(queryClient);
    },
  });
}
