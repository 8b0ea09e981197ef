import type { Lesson } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { reviewItems } from '../../src/db/schema';
import { bringItemsDue } from '../../src/modules/review/service';
import type { Learner } from '../helpers/app';

/** Today's lesson (day and quiz) through the real API; generating it is what a learner's first visit does. */
export async function todayQuiz(app: FastifyInstance, learner: Learner) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/plan/learning-plan/today',
    headers: learner.auth,
  });
  if (response.statusCode !== 200) throw new Error(`today: ${response.body}`);
  const body = response.json<{ day: number; lesson: Lesson }>();
  return { day: body.day, quiz: body.lesson.quiz };
}

/** One quiz answer as the lesson sends it: graded, and with `lessonDay` the question joins spaced review. */
export const answerQuiz = (
  app: FastifyInstance,
  learner: Pick<Learner, 'auth'>,
  payload: { question: string; userAnswer: string; lessonDay?: number },
) =>
  app.inject({ method: 'POST', url: '/api/crossquestion/evaluate-answer', headers: learner.auth, payload });

export const reviewToday = (app: FastifyInstance, learner: Pick<Learner, 'auth'>) =>
  app.inject({ method: 'GET', url: '/api/review/today', headers: learner.auth });

export const reviewStats = (app: FastifyInstance, learner: Pick<Learner, 'auth'>) =>
  app.inject({ method: 'GET', url: '/api/review/stats', headers: learner.auth });

export const answerReview = (
  app: FastifyInstance,
  learner: Pick<Learner, 'auth'>,
  itemId: string,
  payload: unknown,
) =>
  app.inject({
    method: 'POST',
    url: `/api/review/${itemId}`,
    headers: learner.auth,
    payload: payload as object,
  });

/** Makes the learner's items due `ago` ms before now, as time passing would (last review moved back too). */
export const makeDue = (db: Database, userId: string, ago = 60_000) =>
  bringItemsDue(db, userId, new Date(Date.now() - ago));

export const itemsOf = (db: Database, userId: string) =>
  db.select().from(reviewItems).where(eq(reviewItems.userId, userId));
