import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';

/** GET /AI/learning-plan/today: the active plan's goal, used as the reminder's course topic. */
export const aiTopicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromOperation(app, operations.plan.courseTopic, {
      tags: ['plan'],
      summary: "The active plan's goal (course topic)",
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request) => ({ courseTopic: await app.plans.courseTopic(request.user.id) }),
  });
};
