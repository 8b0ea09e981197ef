import {
  errorBody,
  evaluateAnswerRequest,
  evaluateAnswerResponse,
  generateQuestionsRequest,
  generateQuestionsResponse,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const security = [{ bearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 429: errorBody, 500: errorBody };

/** SPEC §7 cross-questioning: questions about a topic, then feedback per answer (one call per question). */
export const crossQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { crossQuestions } = app;

  app.post('/generate-questions', {
    onRequest: app.authenticate,
    preHandler: [app.requireAccess, app.aiLimit],
    schema: {
      tags: ['conversations'],
      summary: 'Questions about a topic, as one newline-separated text; each is stored with its rubric',
      security,
      body: generateQuestionsRequest,
      response: { 200: generateQuestionsResponse, ...errors },
    },
    handler: async (request) => ({
      questions: await crossQuestions.generate(request.user, request.body.lessonContent),
    }),
  });

  app.post('/evaluate-answer', {
    onRequest: app.authenticate,
    preHandler: [app.requireAccess, app.aiLimit],
    schema: {
      tags: ['conversations'],
      summary: 'Feedback (what is right, what is missing) and a score out of 10 for one answer',
      security,
      body: evaluateAnswerRequest,
      response: { 200: evaluateAnswerResponse, ...errors },
    },
    handler: async (request) =>
      crossQuestions.evaluate(
        request.user,
        request.body.question,
        request.body.userAnswer,
        request.body.lessonDay,
      ),
  });
};
