import { operations } from '@pathwise/contract';
import { call } from './api-client';

export interface Evaluation {
  question: string;
  answer: string;
  feedback: string;
  score: number | null;
}

/**
 * POST /crossquestion/evaluate-answer { question, userAnswer }: the grader's feedback and a score out of 10.
 * Cross-questioning and the tutor's quiz both ask it, so it lives here rather than in either feature.
 */
export async function evaluateAnswer(question: string, userAnswer: string): Promise<Evaluation> {
  const body = await call(operations.conversations.evaluateAnswer, { body: { question, userAnswer } });
  return { question, answer: userAnswer, feedback: body.feedback, score: body.score ?? null };
}
