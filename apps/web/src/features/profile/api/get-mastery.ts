import { operations } from '@pathwise/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const masteryQueryKey = ['review', 'mastery'] as const;

/** GET /review/mastery: each key point of the lessons reached so far, with its state, and the totals (decision 052). */
export function useMastery() {
  return useQuery({
    queryKey: masteryQueryKey,
    queryFn: () => call(operations.review.mastery, {}),
    // Any graded answer (lesson quiz, review, cross-questioning) can move a point, and those screens do not
    // know this query: asking again on each visit keeps it true without reaching into them.
    staleTime: 0,
  });
}
