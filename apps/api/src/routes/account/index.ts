import { ACCOUNT_DELETED_MESSAGE, ACCOUNT_EXPORT_FILE_NAME, operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { forbidden } from '../../lib/errors';
import { confirmsOwner } from '../../modules/account/confirm';
import { eraseAccount } from '../../modules/account/erase';
import { exportAccount } from '../../modules/account/export';
import { claimTrial, trialClaimKey } from '../../modules/auth/trial-claims';

export const WRONG_CONFIRMATION_MESSAGE = 'That password is not correct, so your account was not deleted.';
const WRONG_GOOGLE_MESSAGE =
  'We could not confirm it is you with Google (sign in with Google again, then retry), so your account was not deleted.';

/** The learner's data rights: a copy of everything held about them, and erasure. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const perIp = {
    rateLimit: { max: config.RATE_LIMIT_AUTH_PER_IP, timeWindow: config.RATE_LIMIT_WINDOW_MS },
  };
  // The confirmation is a password check, so it is limited like login: per IP and per account.
  const perAccount = app.authLimits.account;
  const { verifyGoogle } = app;

  app.route({
    ...fromOperation(app, operations.account.export, {
      tags: ['account'],
      summary: 'Download everything held about the learner, as a JSON file',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const data = await exportAccount(app.db, request.user);
      reply
        .header('content-disposition', `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`)
        .header('cache-control', 'private, no-store');
      return data;
    },
  });

  app.route({
    ...fromOperation(app, operations.account.delete, {
      tags: ['account'],
      summary: 'Delete the account and its data (confirmed with the password or a fresh Google sign-in)',
      description:
        'Erases the profile, plans, progress, chats, reminders and certificates; payment records are kept without the learner. Every session ends at once.',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    config: perIp,
    handler: async (request) => {
      const { user } = request;
      await perAccount.hit(`delete:${user.id}`);
      if (!(await confirmsOwner(user, request.body, verifyGoogle)))
        throw forbidden(request.body.password ? WRONG_CONFIRMATION_MESSAGE : WRONG_GOOGLE_MESSAGE);
      // One trial per address (decision 015): accounts made before claims were kept are remembered here.
      await claimTrial(app.db, trialClaimKey(config.jwtSecret), user.email);
      await eraseAccount(app.db, user);
      await perAccount.reset(`delete:${user.id}`);
      request.log.info({ userId: user.id }, 'account erased at the learner’s request');
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  });
};
