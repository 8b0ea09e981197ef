import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { confirmAddress, isUsableLink } from '../../modules/reminders/confirmation';
import { PAGE_CSP, addressConfirmedPage, confirmAddressPage, invalidConfirmationPage } from './pages';

// A bad query gets the same HTML page as a bad token, not the JSON error shape.
const common = { attachValidation: true } as const;

/**
 * The link in a reminder confirmation (double opt-in, decision 018), usable without logging in: the
 * token is the credential. GET shows a page with a button; POST confirms, once. A used, expired or
 * forged token answers 400 with a page that says so.
 */
export const confirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, null));

  app.route({
    ...fromOperation(app, operations.reminders.confirmPage, {
      tags: ['reminders'],
      summary: 'Page that confirms a reminder address (double opt-in)',
    }),
    ...common,
    handler: async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP);
      const { token } = request.query;
      if (request.validationError || !token || !(await isUsableLink(app.db, token)))
        return reply.status(400).send(invalidConfirmationPage());
      return reply.send(confirmAddressPage(`/api/dailyreminder/confirm?token=${encodeURIComponent(token)}`));
    },
  });

  app.route({
    ...fromOperation(app, operations.reminders.confirm, {
      tags: ['reminders'],
      summary: 'Confirm a reminder address (the link works once)',
    }),
    ...common,
    handler: async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP);
      const { token } = request.query;
      const confirmed = request.validationError || !token ? null : await confirmAddress(app.db, token);
      if (!confirmed) return reply.status(400).send(invalidConfirmationPage());
      request.log.info({ channel: confirmed.channel }, 'reminder address confirmed');
      return reply.send(addressConfirmedPage(app.config.appUrl));
    },
  });
};
