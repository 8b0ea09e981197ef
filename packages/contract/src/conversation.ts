import { z } from 'zod';
import { nonBlank, userId } from './common';

export const tutorRequest = z.object({
  user_id: userId,
  question: nonBlank('Please type a question or an answer.', 4000),
});
export type TutorRequest = z.infer<typeof tutorRequest>;
export const tutorResponse = z.object({ response: z.string() });
export type TutorResponse = z.infer<typeof tutorResponse>;

export const chatRequest = z.object({
  userId,
  message: nonBlank('Please type a message.', 4000),
});
export type ChatRequest = z.infer<typeof chatRequest>;
export const chatResponse = z.object({ reply: z.string() });
export type ChatResponse = z.infer<typeof chatResponse>;

export const chatMessage = z.object({
  sender: z.enum(['user', 'bot']),
  text: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const chatHistoryResponse = z.object({ messages: z.array(chatMessage) });

export const generateQuestionsRequest = z.object({
  lessonContent: nonBlank('Please enter a topic to generate questions.', 20_000),
});
export const generateQuestionsResponse = z.object({ questions: z.string() });

export const evaluateAnswerRequest = z.object({
  question: nonBlank('A question is required.', 2000),
  userAnswer: nonBlank('Please provide answers for all questions.', 8000),
  /**
   * Set by the day's lesson quiz: the day of the active plan the question belongs to. The answer is then
   * graded by that lesson's rubric and the question joins the learner's spaced review (decision 027).
   */
  lessonDay: z.number().int().min(1).max(366).optional(),
});
export const evaluateAnswerResponse = z.object({
  feedback: z.string(),
  score: z.number().int().min(0).max(10).optional(),
});

/**
 * The lowest score of the grader's good band: an answer scored this or more is right, one below it is not quite
 * right yet (the offline grader's bands, apps/api/src/ai/offline/rubric.ts). The lesson's quiz counts by it.
 */
export const GOOD_ANSWER_SCORE = 7;

/**
 * One Server-Sent Event of a streamed reply (Accept: text/event-stream on the tutor and the assistant):
 * a piece of the reply, then the whole reply once done, or the reason it failed midway.
 */
export const streamEvent = z.union([
  z.object({ delta: z.string() }),
  z.object({ done: z.literal(true), response: z.string() }),
  z.object({ error: z.string() }),
]);
export type StreamEvent = z.infer<typeof streamEvent>;
