import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { unsubscribeEmail } from '../../modules/reminders/preferences';
import { verifyUnsubscribeToken } from '../../modules/reminders/unsubscribe-token';
import { PAGE_CSP, confirmPage, donePage, invalidPage } from './pages';

// A bad query (say, a token over 200 characters) gets the same HTML page as a bad token, not the JSON
// error shape, which the 400 schema above could not serialise.
const common = { attachValidation: true } as const;

/**
 * The link in every reminder e-mail, usable without logging in: the signed token names the learner.
 * GET shows a confirmation page; POST (the page's button, or a mail client's RFC 8058 one-click
 * request with body List-Unsubscribe=One-Click) unsubscribes and answers 200.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // One-click requests are form-encoded (or multipart); only the token in the URL matters.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, null));

  app.route({
    ...fromOperation(app, operations.reminders.unsubscribePage, {
      tags: ['reminders'],
      summary: 'Confirmation page for unsubscribing from reminder e-mails',
    }),
    ...common,
    handler: async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP);
      const { token } = request.query;
      if (request.validationError || !token || !verifyUnsubscribeToken(app.config.jwtSecret, token))
        return reply.status(400).send(invalidPage());
      return reply.send(confirmPage(`/api/dailyreminder/unsubscribe?token=${encodeURIComponent(token)}`));
    },
  });

  app.route({
    ...fromOperation(app, operations.reminders.unsubscribe, {
      tags: ['reminders'],
      summary: 'Unsubscribe from reminder e-mails (one-click, RFC 8058)',
    }),
    ...common,
    handler: async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP);
      const userId = request.validationError
        ? null
        : verifyUnsubscribeToken(app.config.jwtSecret, request.query.token);
      if (!userId) return reply.status(400).send(invalidPage());
      await unsubscribeEmail(app.db, userId);
      request.log.info({ userId }, 'unsubscribed from reminder e-mails');
      return reply.send(donePage(app.config.appUrl));
    },
  });
};
