import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { assertSelf } from '../../plugins/app/auth';
import { wantsEventStream } from '../../plugins/app/event-stream';

const security = [{ bearer: [] }];

/** SPEC §7 POST /AI/tutor (+ today's history): the Socratic tutor over today's lesson. */
export const tutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { conversations } = app;

  app.route({
    ...fromOperation(app, operations.conversations.tutor, {
      tags: ['conversations'],
      summary: "Ask the AI tutor about today's lesson or answer its quiz question",
      description:
        'Returns `{ response }`. With `Accept: text/event-stream` the reply streams as Server-Sent Events: ' +
        '`data: {"delta":"…"}` per piece, then `data: {"done":true,"response":"…"}`, or `data: {"error":"…"}`.',
      security,
    }),
    onRequest: app.authenticate,
    preHandler: [app.requireAccess, app.aiLimit],
    handler: async (request, reply) => {
      assertSelf(request, request.body.user_id);
      const { question } = request.body;
      if (wantsEventStream(request))
        return reply.sendEvents(conversations.tutorReplyEvents(request.user, question));
      return { response: await conversations.tutorReply(request.user, question) };
    },
  });

  app.route({
    ...fromOperation(app, operations.conversations.tutorHistory, {
      tags: ['conversations'],
      summary: "Today's tutor conversation (the learner's local day), oldest first",
      security,
    }),
    onRequest: app.authenticate,
    preHandler: app.requireAccess,
    handler: async (request) => ({ messages: await conversations.tutorHistory(request.user) }),
  });
};
