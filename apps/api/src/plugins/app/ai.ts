import fp from 'fastify-plugin';
import { AiGateway } from '../../ai/gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every AI operation goes through this gateway; features never call a provider. */
    ai: AiGateway;
  }
}

export const aiPlugin = fp(
  async (app) => {
    app.decorate(
      'ai',
      new AiGateway({ config: app.config, db: app.db, log: app.log.child({ module: 'ai' }) }),
    );
  },
  { name: 'ai', dependencies: ['services'] },
);
