import type { FastifyInstance } from 'fastify';
import type { Learner } from '../helpers/app';

export const generate = (app: FastifyInstance, learner: Learner | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/plan/generate-learning-plan',
    headers: learner?.auth ?? {},
    payload,
  });

export const getToday = (app: FastifyInstance, learner: Learner) =>
  app.inject({ method: 'GET', url: '/api/plan/learning-plan/today', headers: learner.auth });

export const complete = (app: FastifyInstance, learner: Learner, day: unknown) =>
  app.inject({ method: 'POST', url: '/api/plan/complete-lesson', headers: learner.auth, payload: { day } });

export const progress = (app: FastifyInstance, learner: Learner) =>
  app.inject({ method: 'GET', url: '/api/plan/user_progress', headers: learner.auth });
