import { operations } from '@pathwise/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The same key the tutor's review step invalidates after each graded answer. */
export const reviewStatsQueryKey = ['review', 'stats'] as const;

/** GET /review/stats: items due, retained, and the share of review answers recalled (decision 027). */
export function useReviewStats() {
  return useQuery({
    queryKey: reviewStatsQueryKey,
    queryFn: () => call(operations.review.stats, {}),
  });
}
