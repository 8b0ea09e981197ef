import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';

const security = [{ bearer: [] }];

/** Spaced review (decision 027): the day's review step, one graded answer per item, and the Profile's figures. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app;

  app.route({
    ...fromOperation(app, operations.review.today, {
      tags: ['review'],
      summary: 'At most 5 quiz questions of the active plan to review: those due now first, then later today',
      security,
    }),
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    handler: async (request) => reviews.today(request.user),
  });

  app.route({
    ...fromOperation(app, operations.review.stats, {
      tags: ['review'],
      summary: 'Review items due now, retained, and the share of review answers recalled in the last 30 days',
      security,
    }),
    onRequest: app.authenticate,
    handler: async (request) => reviews.stats(request.user.id),
  });

  app.route({
    ...fromOperation(app, operations.review.mastery, {
      tags: ['review'],
      summary: "Each key point of the active plan's lessons so far: not yet, shaky or solid (what you know)",
      security,
    }),
    onRequest: app.authenticate,
    handler: async (request) => reviews.mastery(request.user.id),
  });

  app.route({
    ...fromOperation(app, operations.review.answer, {
      tags: ['review'],
      summary: "Grade an answer to a review item and move the item's FSRS schedule by the rating",
      security,
    }),
    onRequest: app.authenticate,
    // Grading is the same call as the quiz's, with the same access rule and daily AI allowance.
    preHandler: [app.requireAccess, app.aiLimit],
    handler: async (request) => reviews.answer(request.user, request.params.itemId, request.body.userAnswer),
  });
};
