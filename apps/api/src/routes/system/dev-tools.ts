import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';
import { devOutboxRoutes } from './dev-outbox';
import { devSeedRoutes } from './dev-seed';

export const DEV_TOOLS_LOOPBACK_ONLY =
  'Developer tools answer only requests made on this machine (loopback), never through a proxy.';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** The TCP peer, not request.ip: a proxy header must never make a remote client look local. */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Developer tools: the mail outbox (whose reset links sign anyone in) and the plan/trial shortcuts
 * (which mint real certificates, marked as made with developer tools). Registered only when
 * DEV_TOOLS is on outside production (config refuses it in production), and even then only
 * loopback clients get an answer.
 */
export const devToolsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) throw forbidden(DEV_TOOLS_LOOPBACK_ONLY);
  });
  await app.register(devOutboxRoutes);
  await app.register(devSeedRoutes);
};
