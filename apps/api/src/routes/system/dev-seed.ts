import { operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { completePlanDays, endTrial } from '../../modules/dev-tools/shortcuts';
import { bringItemsDue } from '../../modules/review/service';

/**
 * Developer tools (dev-tools.ts: DEV_TOOLS on, loopback only, never in production): marks the first
 * `days` days (default: all) of the caller's active plan completed, one a day ending yesterday, so a
 * developer or the E2E suite can reach "course completed" without waiting 30 days. It acts only on
 * the token's own plan, and the days it marks are flagged, so a certificate over them is a test
 * certificate that never verifies publicly. Why a route: the E2E server's PGlite data dir can't be opened by a second process.
 */
export const devSeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromOperation(app, operations.dev.completePlan, {
      hide: true,
    }),
    onRequest: app.authenticate,
    handler: async (request) => completePlanDays(app.db, request.user, request.body?.days),
  });

  /**
   * Ends the caller's 7-day trial (a day ago), so the E2E suite can reach "trial over → /payment"
   * without waiting a week. Acts only on the token's own account.
   */
  app.route({
    ...fromOperation(app, operations.dev.expireTrial, {
      hide: true,
    }),
    onRequest: app.authenticate,
    handler: async (request) => ({ trialEndsAt: (await endTrial(app.db, request.user.id)).toISOString() }),
  });

  /**
   * Makes every review item of the caller due now, as if the days FSRS scheduled had passed (decision
   * 027), so the E2E suite can reach the review step without waiting. Acts only on the token's own items.
   */
  app.route({
    ...fromOperation(app, operations.dev.reviewDue, {
      hide: true,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const due = new Date(Date.now() - 1000);
      const items = await bringItemsDue(app.db, request.user.id, due);
      return { due: due.toISOString(), items };
    },
  });
};
