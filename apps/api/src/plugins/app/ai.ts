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
    const gateway = new AiGateway({ config: app.config, db: app.db, log: app.log.child({ module: 'ai' }) });
    // A configured provider loads its SDK now, so a bad provider setting stops start-up, not a request.
    await gateway.connected;
    app.decorate('ai', gateway);
  },
  { name: 'ai', dependencies: ['services'] },
);
