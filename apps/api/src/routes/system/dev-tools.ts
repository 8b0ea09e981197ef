import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';
import { devOutboxRoutes } from './dev-outbox';
import { devSeedRoutes } from './dev-seed';

export const DEV_TOOLS_LOOPBACK_ONLY =
  'Developer tools answer only requests made on this machine (loopback), never through a proxy.';

export const DEV_TOOLS_LOOPBACK_HOST =
  'Developer tools answer only pages addressed to this machine by a loopback name (localhost, 127.0.0.1 or [::1]).';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The Host a browser sent names this machine: localhost (or a name under .localhost, which browsers resolve
 * to loopback themselves), 127.x.x.x or [::1], with any port. A page on another name whose DNS answer was
 * switched to 127.0.0.1 (DNS rebinding) reaches the loopback peer check with its own name, and stops here.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

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
    if (!isLoopbackHost(request.headers.host)) throw forbidden(DEV_TOOLS_LOOPBACK_HOST);
  });
  await app.register(devOutboxRoutes);
  await app.register(devSeedRoutes);
};
