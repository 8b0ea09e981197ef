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
 * The quiz also sends its lesson's day: the server then grades by that lesson and keeps the question for
 * spaced review (decision 027).
 */
export async function evaluateAnswer(
  question: string,
  userAnswer: string,
  lessonDay?: number,
): Promise<Evaluation> {
  const body = await call(operations.conversations.evaluateAnswer, {
    body: { question, userAnswer, ...(lessonDay ? { lessonDay } : {}) },
  });
  return { question, answer: userAnswer, feedback: body.feedback, score: body.score ?? null };
}
