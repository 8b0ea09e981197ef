import fp from 'fastify-plugin';
import { Pacing } from '../../modules/plan/pacing';
import { PlanService } from '../../modules/plan/service';
import { followCourseTopic } from '../../modules/reminders/course-topic';

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlanService;
    /** Pacing offers (consolidation, stretch) and the consolidation day (decision 053). */
    pacing: Pacing;
  }
}

/** Learning plans and lessons; background lesson generation finishes before the app closes. */
export const plansPlugin = fp(
  async (app) => {
    // The reminders read the plan's progress, so the plan module does not import them: it is handed
    // what to do when another plan becomes active (the reminders name its goal).
    const service = new PlanService(app.db, app.ai, app.log.child({ module: 'plans' }), followCourseTopic);
    app.decorate('plans', service);
    app.decorate('pacing', new Pacing(app.db));
    app.addHook('onClose', async () => {
      await service.background.drain();
    });
  },
  { name: 'plans', dependencies: ['services', 'ai'] },
);
