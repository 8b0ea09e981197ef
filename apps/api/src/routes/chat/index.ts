import { chatHistoryResponse, chatRequest, chatResponse, errorBody } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf } from '../../plugins/app/auth';
import { wantsEventStream } from '../../plugins/app/event-stream';

const security = [{ bearer: [] }];
const guarded = { 401: errorBody, 402: errorBody, 500: errorBody };

/** SPEC §7 POST /chat/chat (+ history): the general learning assistant, aware of the learner's plan. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { conversations } = app;

  app.post('/chat', {
    onRequest: app.authenticate,
    preHandler: [app.requireAccess, app.aiLimit],
    schema: {
      tags: ['conversations'],
      summary: 'Ask the AI learning assistant',
      description:
        'Returns `{ reply }`. With `Accept: text/event-stream` the reply streams as Server-Sent Events: ' +
        '`data: {"delta":"…"}` per piece, then `data: {"done":true,"response":"…"}`, or `data: {"error":"…"}`.',
      security,
      body: chatRequest,
      response: { 200: chatResponse, 400: errorBody, 403: errorBody, 429: errorBody, ...guarded },
    },
    handler: async (request, reply) => {
      assertSelf(request, request.body.userId);
      const { message } = request.body;
      const premium = request.premium ?? false;
      if (wantsEventStream(request))
        return reply.sendEvents(conversations.assistantReplyEvents(request.user, message, { premium }));
      return { reply: await conversations.assistantReply(request.user, message, { premium }) };
    },
  });

  app.get('/history', {
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    schema: {
      tags: ['conversations'],
      summary: "The assistant conversation's latest lines, oldest first",
      security,
      response: { 200: chatHistoryResponse, ...guarded },
    },
    handler: async (request) => ({ messages: await conversations.assistantHistory(request.user) }),
  });
};
