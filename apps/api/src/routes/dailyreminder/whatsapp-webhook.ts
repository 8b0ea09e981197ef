import { createHash, timingSafeEqual } from 'node:crypto';
import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { badRequest, forbidden, notFound, serviceUnavailable, unauthorized } from '../../lib/errors';
import { optOutWhatsApp } from '../../modules/reminders/preferences';
import { isValidMetaSignature, readInbound } from '../../modules/reminders/whatsapp-webhook';

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Constant-time comparison of a given token with the configured one. */
const sameSecret = (given: string | undefined, expected: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(expected));

/**
 * Meta's WhatsApp webhook. Encapsulated so its body parser keeps the raw bytes, which the signature
 * covers. A learner who answers STOP gets no more WhatsApp reminders.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Its own secret (decision 018): the handshake's token travels in a URL, so it must open nothing else.
  const verifyToken = config.WHATSAPP_VERIFY_TOKEN;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    ...fromOperation(app, operations.reminders.whatsappHandshake, {
      tags: ['reminders'],
      summary: "Meta's webhook verification handshake: echoes hub.challenge when hub.verify_token matches",
    }),
    handler: async (request, reply) => {
      // Not configured: there is no handshake to answer (a 4xx, so a stranger's probe never reads as a server fault).
      if (!verifyToken)
        throw notFound('The WhatsApp webhook is not configured: WHATSAPP_VERIFY_TOKEN is not set.');
      const query = request.query;
      if (query['hub.mode'] !== 'subscribe' || !sameSecret(query['hub.verify_token'], verifyToken))
        throw forbidden('The webhook verification token does not match.');
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    },
  });

  app.route({
    ...fromOperation(app, operations.reminders.whatsappWebhook, {
      tags: ['reminders'],
      summary: "Meta's inbound WhatsApp messages; STOP opts the sender out of WhatsApp reminders",
      description:
        'Signed with WHATSAPP_APP_SECRET in x-hub-signature-256 (sha256=<hex HMAC of the raw body>).',
    }),
    handler: async (request) => {
      const secret = config.WHATSAPP_APP_SECRET;
      if (!secret)
        throw serviceUnavailable('The WhatsApp webhook is not configured: WHATSAPP_APP_SECRET is not set.');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isValidMetaSignature(raw, request.headers['x-hub-signature-256'], secret))
        throw unauthorized('Invalid webhook signature.');
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest('The webhook body is not JSON.');
      }
      const inbound = readInbound(payload);
      let optedOut = 0;
      for (const from of inbound.stops) optedOut += await optOutWhatsApp(app.db, from);
      if (optedOut > 0) request.log.info({ optedOut }, 'WhatsApp STOP: reminders turned off');
      return { received: inbound.received, optedOut };
    },
  });
};
