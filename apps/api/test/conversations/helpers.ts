import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createLearner, type Learner } from '../helpers/app';

export interface TodayLesson {
  day: number;
  lesson: {
    topicName: string;
    detailedExplanation: string;
    quiz: Array<{ question: string; answer: string; keyPoints: string[] }>;
    handsOnTask: string;
  };
}

/** A learner with a generated plan (offline engine unless the app has a provider) and today's lesson. */
export async function learnerWithPlan(
  app: FastifyInstance,
  goal = 'Learn Python',
  fields: Parameters<typeof createLearner>[1] = {},
): Promise<{ learner: Learner; today: TodayLesson }> {
  const learner = await createLearner(app, fields);
  const plan = await app.inject({
    method: 'POST',
    url: '/api/plan/generate-learning-plan',
    headers: learner.auth,
    payload: { goal, duration: '30', experience: 'Beginner' },
  });
  expect(plan.statusCode, plan.body).toBe(200);
  const today = await app.inject({
    method: 'GET',
    url: '/api/plan/learning-plan/today',
    headers: learner.auth,
  });
  expect(today.statusCode, today.body).toBe(200);
  return { learner, today: today.json<TodayLesson>() };
}

export const askTutor = (app: FastifyInstance, learner: Learner, question: string, userId = learner.userId) =>
  app.inject({
    method: 'POST',
    url: '/api/AI/tutor',
    headers: learner.auth,
    payload: { user_id: userId, question },
  });

export const askAssistant = (
  app: FastifyInstance,
  learner: Learner,
  message: string,
  userId = learner.userId,
) =>
  app.inject({ method: 'POST', url: '/api/chat/chat', headers: learner.auth, payload: { userId, message } });

export const generateQuestions = (app: FastifyInstance, learner: Learner, lessonContent: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/crossquestion/generate-questions',
    headers: learner.auth,
    payload: { lessonContent },
  });

export const evaluateAnswer = (
  app: FastifyInstance,
  learner: Learner,
  question: string,
  userAnswer: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/crossquestion/evaluate-answer',
    headers: learner.auth,
    payload: { question, userAnswer },
  });

export const history = (
  app: FastifyInstance,
  learner: Learner,
  path: '/api/AI/tutor/history' | '/api/chat/history',
) => app.inject({ method: 'GET', url: path, headers: learner.auth });

/** The Server-Sent Events of a body, parsed. */
export function parseEvents(body: string): Array<Record<string, unknown>> {
  return body
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as Record<string, unknown>);
}

/**
 * True when the reply quotes the lesson: one of its paragraphs (40+ characters) appears in the lesson
 * text. Line breaks are compared as spaces: a quote keeps a sentence that introduces a code block
 * together with the block, one line apart where the lesson has a blank line between them.
 */
export function quotesLesson(reply: string, explanation: string): boolean {
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
  const lesson = flat(explanation);
  return reply
    .split(/\n{2,}/)
    .map(flat)
    .some((paragraph) => paragraph.length >= 40 && lesson.includes(paragraph));
}
