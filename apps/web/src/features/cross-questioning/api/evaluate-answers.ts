import { evaluateAnswerResponse } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Evaluation {
  question: string;
  answer: string;
  feedback: string;
  score: number | null;
}

/** POST /crossquestion/evaluate-answer { question, userAnswer }: feedback and a score out of 10. */
export async function evaluateAnswer(question: string, userAnswer: string): Promise<Evaluation> {
  const body = await api.post('/crossquestion/evaluate-answer', { question, userAnswer }, evaluateAnswerResponse);
  return { question, answer: userAnswer, feedback: body.feedback, score: body.score ?? null };
}

/** SPEC §7: one call per question, all in parallel; any failure fails the submission. */
export function evaluateAnswers(items: ReadonlyArray<{ question: string; answer: string }>): Promise<Evaluation[]> {
  return Promise.all(items.map((item) => evaluateAnswer(item.question, item.answer.trim())));
}

export function useEvaluateAnswers() {
  return useMutation({ mutationFn: evaluateAnswers });
}
