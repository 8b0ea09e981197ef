import {
  errorBody,
  reviewAnswerRequest,
  reviewAnswerResponse,
  reviewItemParams,
  reviewStatsResponse,
  reviewTodayResponse,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReviewService } from '../../modules/review/service';

const security = [{ bearer: [] }];

/** Spaced review (decision 027): the day's review step, one graded answer per item, and the Profile's figures. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = new ReviewService(app.db, app.ai);

  app.get('/today', {
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    schema: {
      tags: ['review'],
      summary: 'At most 5 quiz questions of the active plan to review: those due now first, then later today',
      security,
      response: { 200: reviewTodayResponse, 401: errorBody, 402: errorBody },
    },
    handler: async (request) => reviews.today(request.user),
  });

  app.get('/stats', {
    onRequest: app.authenticate,
    schema: {
      tags: ['review'],
      summary: 'Review items due now, retained, and the share of review answers recalled in the last 30 days',
      security,
      response: { 200: reviewStatsResponse, 401: errorBody },
    },
    handler: async (request) => reviews.stats(request.user.id),
  });

  app.post('/:itemId', {
    onRequest: app.authenticate,
    // Grading is the same call as the quiz's, with the same access rule and daily AI allowance.
    preHandler: [app.requireAccess, app.aiLimit],
    schema: {
      tags: ['review'],
      summary: "Grade an answer to a review item and move the item's FSRS schedule by the rating",
      security,
      params: reviewItemParams,
      body: reviewAnswerRequest,
      response: {
        200: reviewAnswerResponse,
        400: errorBody,
        401: errorBody,
        402: errorBody,
        403: errorBody,
        404: errorBody,
        429: errorBody,
        500: errorBody,
      },
    },
    handler: async (request) => reviews.answer(request.user, request.params.itemId, request.body.userAnswer),
  });
};
