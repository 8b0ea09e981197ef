import fp from 'fastify-plugin';
import { PlanService } from '../../modules/plan/service';

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlanService;
  }
}

/** Learning plans and lessons; background lesson generation finishes before the app closes. */
export const plansPlugin = fp(
  async (app) => {
    const service = new PlanService(app.db, app.ai, app.log.child({ module: 'plans' }));
    app.decorate('plans', service);
    app.addHook('onClose', async () => {
      await service.background.drain();
    });
  },
  { name: 'plans', dependencies: ['services', 'ai'] },
);
