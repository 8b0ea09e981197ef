import { useMutation } from '@tanstack/react-query';
import { evaluateAnswer, type Evaluation } from '@/lib/evaluate-answer';

/** SPEC §7: one call per question, all in parallel; any failure fails the submission. */
export function evaluateAnswers(
  items: ReadonlyArray<{ question: string; answer: string }>,
): Promise<Evaluation[]> {
  return Promise.all(items.map((item) => evaluateAnswer(item.question, item.answer.trim())));
}

export function useEvaluateAnswers() {
  return useMutation({ mutationFn: evaluateAnswers });
}
