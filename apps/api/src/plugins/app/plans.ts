import fp from 'fastify-plugin';
import { PlanService } from '../../modules/plan/service';
import { followCourseTopic } from '../../modules/reminders/course-topic';

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlanService;
  }
}

/** Learning plans and lessons; background lesson generation finishes before the app closes. */
export const plansPlugin = fp(
  async (app) => {
    // The reminders read the plan's progress, so the plan module does not import them: it is handed
    // what to do when another plan becomes active (the reminders name its goal).
    const service = new PlanService(app.db, app.ai, app.log.child({ module: 'plans' }), followCourseTopic);
    app.decorate('plans', service);
    app.addHook('onClose', async () => {
      await service.background.drain();
    });
  },
  { name: 'plans', dependencies: ['services', 'ai'] },
);
