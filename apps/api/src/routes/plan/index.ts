import {
  completeLessonRequest,
  completeLessonResponse,
  durationResponse,
  errorBody,
  generatePlanRequest,
  generatePlanResponse,
  planHistoryResponse,
  planStatusResponse,
  resumePlanParams,
  resumePlanResponse,
  roadmapResponse,
  todayLessonResponse,
  userProgressResponse,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todaySerializerCompiler } from './today-serializer';
import { assertAccess } from '../../plugins/app/access';
import { currentUser } from '../../plugins/app/auth';

const security = [{ bearer: [] }];
const authErrors = { 401: errorBody, 500: errorBody };

/** SPEC §7 plan calls. Generation and progress need a login; the lesson itself needs trial or premium. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plans } = app;

  app.post('/generate-learning-plan', {
    onRequest: app.authenticate,
    preHandler: app.aiLimit,
    schema: {
      tags: ['plan'],
      summary: 'Generate a 30-day plan from a goal and level (Change Plan archives the previous one)',
      security,
      body: generatePlanRequest,
      response: { 200: generatePlanResponse, 400: errorBody, 429: errorBody, ...authErrors },
    },
    handler: async (request) => {
      const plan = await plans.generate(request.user, request.body);
      return { message: 'Learning plan generated successfully.', plan };
    },
  });

  app.get('/learning-plan/status', {
    onRequest: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'Whether the learner has an active plan',
      security,
      response: { 200: planStatusResponse, ...authErrors },
    },
    handler: async (request) => ({ hasPlan: await plans.hasPlan(request.user.id) }),
  });

  app.get('/learning-plan', {
    onRequest: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'The whole active plan (every day, what is done, today) and how it was made',
      security,
      response: { 200: roadmapResponse, 404: errorBody, ...authErrors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return plans.roadmap(request.user);
    },
  });

  app.get('/learning-plan/today', {
    // The hottest call: the token is checked here, then the user (token version), premium and
    // today's plan rows come back in ONE statement instead of three round trips (docs/benchmarks.md, Load).
    onRequest: app.verifyToken,
    schema: {
      tags: ['plan'],
      summary: "Today's lesson: the first uncompleted day, at most one new lesson per local day",
      security,
      response: { 200: todayLessonResponse, 402: errorBody, ...authErrors },
    },
    serializerCompiler: todaySerializerCompiler,
    handler: async (request) => {
      const loaded = await plans.sessionToday(request.session.userId);
      const user = currentUser(loaded?.user, request.session);
      assertAccess(user, loaded?.premium ?? false);
      return plans.today(user, new Date(), { row: loaded?.today });
    },
  });

  app.post('/complete-lesson', {
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    schema: {
      tags: ['plan'],
      summary: "Mark today's lesson completed (idempotent)",
      security,
      body: completeLessonRequest,
      response: {
        200: completeLessonResponse,
        400: errorBody,
        402: errorBody,
        404: errorBody,
        ...authErrors,
      },
    },
    handler: async (request) => plans.complete(request.user, request.body.day),
  });

  app.get('/user_progress', {
    onRequest: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'Streak, completed days and the dates studied in the last 12 weeks',
      security,
      response: { 200: userProgressResponse, ...authErrors },
    },
    handler: async (request) => plans.progress(request.user),
  });

  app.get('/duration', {
    onRequest: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'Length of the active plan in days (0 without a plan)',
      security,
      response: { 200: durationResponse, ...authErrors },
    },
    handler: async (request) => ({ duration: await plans.duration(request.user.id) }),
  });

  app.get('/history', {
    onRequest: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: "The learner's plans, newest first: progress, dates and any certificate",
      security,
      response: { 200: planHistoryResponse, ...authErrors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { plans: await plans.history(request.user.id) };
    },
  });

  app.post('/history/:planId/resume', {
    // The same rule as Change Plan (generate-learning-plan): any logged-in learner may switch plans.
    onRequest: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'Make an archived plan the active one again (the current plan is archived, progress kept)',
      security,
      params: resumePlanParams,
      response: { 200: resumePlanResponse, 403: errorBody, 404: errorBody, 409: errorBody, ...authErrors },
    },
    handler: async (request) => {
      const plan = await plans.resume(request.user, request.params.planId);
      return { message: 'Welcome back to your plan.', plan };
    },
  });
};
