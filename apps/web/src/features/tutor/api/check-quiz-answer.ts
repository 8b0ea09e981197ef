import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluateAnswer } from '@/lib/evaluate-answer';
import { pacingQueryKey } from './get-pacing';
import { reviewQueryKey } from './review';

/**
 * One quiz answer, graded by the same grader as cross-questioning (POST /crossquestion/evaluate-answer).
 * With the lesson's day the question also joins spaced review, so the review figures are read again, and
 * the day's quiz is begun: a pacing offer, made only before that, is read again too (decision 053).
 */
export function useCheckQuizAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ question, answer, day }: { question: string; answer: string; day?: number }) =>
      evaluateAnswer(question, answer, day),
    onSuccess: (_result, { day }) => {
      if (!day) return;
      void queryClient.invalidateQueries({ queryKey: [...reviewQueryKey, 'stats'] });
      void queryClient.invalidateQueries({ queryKey: pacingQueryKey });
    },
  });
}
