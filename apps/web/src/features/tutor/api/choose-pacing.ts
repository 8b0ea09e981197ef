import { operations, type PacingChoice, type PacingResponse } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pacingQueryKey, refreshPacingDay } from './get-pacing';

/** POST /plan/pacing {day, choice}: the answer to today's offer; a 409 says the offer is gone. */
export function useChoosePacing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { day: number; choice: PacingChoice }) => call(operations.plan.choosePacing, { body }),
    onSuccess: (pacing: PacingResponse) => {
      // The answer is the new state: the lesson switches at once, and the refetch confirms it.
      queryClient.setQueryData(pacingQueryKey, pacing);
      refreshPacingDay(queryClient);
    },
  });
}
