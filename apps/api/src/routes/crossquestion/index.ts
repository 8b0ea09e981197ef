import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';

const security = [{ bearer: [] }];

/** SPEC §7 cross-questioning: questions about a topic, then feedback per answer (one call per question). */
export const crossQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { crossQuestions } = app;

  app.route({
    ...fromOperation(app, operations.conversations.generateQuestions, {
      tags: ['conversations'],
      summary: 'Questions about a topic, as one newline-separated text; each is stored with its rubric',
      security,
    }),
    onRequest: app.authenticate,
    preHandler: [app.requireAccess, app.aiLimit],
    handler: async (request) => ({
      questions: await crossQuestions.generate(request.user, request.body.lessonContent),
    }),
  });

  app.route({
    ...fromOperation(app, operations.conversations.evaluateAnswer, {
      tags: ['conversations'],
      summary: 'Feedback (what is right, what is missing) and a score out of 10 for one answer',
      security,
    }),
    onRequest: app.authenticate,
    preHandler: [app.requireAccess, app.aiLimit],
    handler: async (request) =>
      crossQuestions.evaluate(
        request.user,
        request.body.question,
        request.body.userAnswer,
        request.body.lessonDay,
      ),
  });
};
