import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { todaySerializerCompiler } from './today-serializer';
import { assertAccess } from '../../plugins/app/access';
import { currentUser } from '../../plugins/app/auth';

const security = [{ bearer: [] }];

/** SPEC §7 plan calls. Generation and progress need a login; the lesson itself needs trial or premium. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plans, reviews, pacing } = app;

  app.route({
    ...fromOperation(app, operations.plan.generate, {
      tags: ['plan'],
      summary: 'Generate a 30-day plan from a goal and level (Change Plan archives the previous one)',
      security,
    }),
    onRequest: app.authenticate,
    preHandler: app.aiLimit,
    handler: async (request) => {
      const plan = await plans.generate(request.user, request.body);
      return { message: 'Learning plan generated successfully.', plan };
    },
  });

  app.route({
    ...fromOperation(app, operations.plan.status, {
      tags: ['plan'],
      summary: 'Whether the learner has an active plan',
      security,
    }),
    onRequest: app.authenticate,
    handler: async (request) => ({ hasPlan: await plans.hasPlan(request.user.id) }),
  });

  app.route({
    ...fromOperation(app, operations.plan.roadmap, {
      tags: ['plan'],
      summary: 'The whole active plan (every day, what is done, today) and how it was made',
      security,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return plans.roadmap(request.user);
    },
  });

  app.route({
    ...fromOperation(app, operations.plan.today, {
      tags: ['plan'],
      summary: "Today's lesson: the first uncompleted day, at most one new lesson per local day",
      security,
    }),
    // The hottest call: the token is checked here, then the user (token version), premium and
    // today's plan rows come back in ONE statement instead of three round trips (docs/benchmarks.md, Load).
    onRequest: app.verifyToken,
    serializerCompiler: todaySerializerCompiler,
    handler: async (request) => {
      const loaded = await plans.sessionToday(request.session.userId);
      const user = currentUser(loaded?.user, request.session);
      assertAccess(user, loaded?.premium ?? false);
      return plans.today(user, new Date(), { row: loaded?.today });
    },
  });

  app.route({
    ...fromOperation(app, operations.plan.completeLesson, {
      tags: ['plan'],
      summary: "Mark today's lesson completed (idempotent)",
      security,
    }),
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    handler: async (request) => {
      const progress = await plans.complete(request.user, request.body.day);
      // The day's quiz questions left unanswered come back in the review step (decision 052).
      await reviews.addUnanswered(request.user.id, request.body.day);
      return progress;
    },
  });

  app.route({
    ...fromOperation(app, operations.plan.pacing, {
      tags: ['plan'],
      summary:
        "Today's pacing offer (consolidation or stretch), the consolidation day if chosen, the plan's extra days",
      security,
    }),
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    handler: async (request) => pacing.status(request.user),
  });

  app.route({
    ...fromOperation(app, operations.plan.choosePacing, {
      tags: ['plan'],
      summary:
        "Answer today's pacing offer: consolidate, stretch or continue (409 when there is no such offer)",
      security,
    }),
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    handler: async (request) => pacing.choose(request.user, request.body.day, request.body.choice),
  });

  app.route({
    ...fromOperation(app, operations.plan.completeConsolidation, {
      tags: ['plan'],
      summary:
        "Mark today's consolidation day studied: a study day for the streak; the next day unlocks tomorrow",
      security,
    }),
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    handler: async (request) => pacing.complete(request.user),
  });

  app.route({
    ...fromOperation(app, operations.plan.progress, {
      tags: ['plan'],
      summary: 'Streak, completed days and the dates studied in the last 12 weeks',
      security,
    }),
    onRequest: app.authenticate,
    handler: async (request) => plans.progress(request.user),
  });

  app.route({
    ...fromOperation(app, operations.plan.duration, {
      tags: ['plan'],
      summary: 'Length of the active plan in days (0 without a plan)',
      security,
    }),
    onRequest: app.authenticate,
    handler: async (request) => ({ duration: await plans.duration(request.user.id) }),
  });

  app.route({
    ...fromOperation(app, operations.plan.history, {
      tags: ['plan'],
      summary: "The learner's plans, newest first: progress, dates and any certificate",
      security,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { plans: await plans.history(request.user.id) };
    },
  });

  app.route({
    ...fromOperation(app, operations.plan.resume, {
      tags: ['plan'],
      summary: 'Make an archived plan the active one again (the current plan is archived, progress kept)',
      security,
    }),
    // The same rule as Change Plan (generate-learning-plan): any logged-in learner may switch plans.
    onRequest: app.authenticate,
    handler: async (request) => {
      const plan = await plans.resume(request.user, request.params.planId);
      return { message: 'Welcome back to your plan.', plan };
    },
  });
};
