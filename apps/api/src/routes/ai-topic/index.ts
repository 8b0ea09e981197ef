import { courseTopicResponse, errorBody } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /AI/learning-plan/today: the active plan's goal, used as the reminder's course topic. */
export const aiTopicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/learning-plan/today', {
    onRequest: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: "The active plan's goal (course topic)",
      security: [{ bearer: [] }],
      response: { 200: courseTopicResponse, 401: errorBody, 500: errorBody },
    },
    handler: async (request) => ({ courseTopic: await app.plans.courseTopic(request.user.id) }),
  });
};
