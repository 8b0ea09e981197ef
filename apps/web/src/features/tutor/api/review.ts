import { operations, type ReviewAnswerResponse } from '@pathwise/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useVisitMount } from '@/lib/visit';

/** Spaced review's queries (decision 027): ['review', 'today'] and ['review', 'stats'] (the Profile's card). */
export const reviewQueryKey = ['review'] as const;

/** GET /review/today: at most 5 quiz questions to review before the day's lesson, due ones first. */
export const reviewTodayQueryOptions = queryOptions({
  queryKey: [...reviewQueryKey, 'today'],
  queryFn: () => call(operations.review.today, {}),
  // The step works from the list it opened with; a refetch mid-step would move the questions.
  refetchOnWindowFocus: false,
});

export function useReviewToday(enabled = true) {
  return useQuery({ ...reviewTodayQueryOptions, enabled, ...useVisitMount() });
}

export type ReviewResult = ReviewAnswerResponse;

/** POST /review/:itemId: the grader's feedback on one review answer and when the question comes back. */
export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, answer }: { itemId: string; answer: string }) =>
      call(operations.review.answer, { params: { itemId }, body: { userAnswer: answer } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reviewQueryKey, 'stats'] }),
  });
}
