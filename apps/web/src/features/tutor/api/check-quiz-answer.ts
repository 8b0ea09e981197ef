import { useMutation } from '@tanstack/react-query';
import { evaluateAnswer } from '@/lib/evaluate-answer';

/** One quiz answer, graded by the same grader as cross-questioning (POST /crossquestion/evaluate-answer). */
export function useCheckQuizAnswer() {
  return useMutation({
    mutationFn: ({ question, answer }: { question: string; answer: string }) =>
      evaluateAnswer(question, answer),
  });
}
