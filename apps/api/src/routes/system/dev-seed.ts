import { operations } from '@pathwise/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { learningPlans, lessonCompletions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { addDays, localDateOf } from '../../lib/local-date';
import { bringItemsDue } from '../../modules/review/service';

const DAY_MS = 86_400_000;

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
    handler: async (request) => {
      const { user } = request;
      const [plan] = await app.db
        .select({ id: learningPlans.id, duration: learningPlans.duration })
        .from(learningPlans)
        .where(and(eq(learningPlans.userId, user.id), eq(learningPlans.status, 'active')));
      if (!plan) throw notFound('No active plan to complete.');
      const days = Math.min(request.body?.days ?? plan.duration, plan.duration);
      const now = Date.now();
      const today = localDateOf(new Date(now), user.timeZone);
      const rows = Array.from({ length: days }, (_unused, index) => {
        const ago = days - index;
        return {
          planId: plan.id,
          userId: user.id,
          day: index + 1,
          localDate: addDays(today, -ago),
          completedAt: new Date(now - ago * DAY_MS),
          viaDevTools: true,
        };
      });
      if (rows.length > 0) await app.db.insert(lessonCompletions).values(rows).onConflictDoNothing();
      return { planId: plan.id, completedDays: days };
    },
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
    handler: async (request) => {
      const trialEndsAt = new Date(Date.now() - DAY_MS);
      await app.db.update(users).set({ trialEndsAt }).where(eq(users.id, request.user.id));
      return { trialEndsAt: trialEndsAt.toISOString() };
    },
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
