import { operations, type PacingChoice, type PacingResponse } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { pacingQueryKey, refreshPacingDay } from './get-pacing';

/**
 * POST /plan/pacing {day, choice}: the answer to today's offer. A 409 says the offer is gone (answered in another
 * tab, or the day moved on): the card shows the server's message, and the day's state is asked again, so the card
 * leaves (or the chosen lesson shows) without a reload.
 */
export function useChoosePacing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { day: number; choice: PacingChoice }) => call(operations.plan.choosePacing, { body }),
    onSuccess: (pacing: PacingResponse) => {
      // The answer is the new state: the lesson switches at once, and the refetch confirms it.
      queryClient.setQueryData(pacingQueryKey, pacing);
      refreshPacingDay(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) refreshPacingDay(queryClient);
    },
  });
}
