import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { assertSelf } from '../../plugins/app/auth';
import { wantsEventStream } from '../../plugins/app/event-stream';

const security = [{ bearer: [] }];

/** SPEC §7 POST /chat/chat (+ history): the general learning assistant, aware of the learner's plan. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { conversations } = app;

  app.route({
    ...fromOperation(app, operations.conversations.chat, {
      tags: ['conversations'],
      summary: 'Ask the AI learning assistant',
      description:
        'Returns `{ reply }`. With `Accept: text/event-stream` the reply streams as Server-Sent Events: ' +
        '`data: {"delta":"…"}` per piece, then `data: {"done":true,"response":"…"}`, or `data: {"error":"…"}`.',
      security,
    }),
    onRequest: app.authenticate,
    preHandler: [app.requireAccess, app.aiLimit],
    handler: async (request, reply) => {
      assertSelf(request, request.body.userId);
      const { message } = request.body;
      const premium = request.premium ?? false;
      if (wantsEventStream(request))
        return reply.sendEvents(conversations.assistantReplyEvents(request.user, message, { premium }));
      return { reply: await conversations.assistantReply(request.user, message, { premium }) };
    },
  });

  app.route({
    ...fromOperation(app, operations.conversations.chatHistory, {
      tags: ['conversations'],
      summary: "The assistant conversation's latest lines, oldest first",
      security,
    }),
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    handler: async (request) => ({ messages: await conversations.assistantHistory(request.user) }),
  });
};
