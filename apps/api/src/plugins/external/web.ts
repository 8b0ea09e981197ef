import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA, with history fallback: any GET outside /api that wants HTML gets index.html.
 * Hashed assets are cached for a year; index.html is always revalidated.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const root = app.config.webDistDir;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz beside each file; they are sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !path.extname(url);
    if (wantsPage && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({
      error: url.startsWith('/api') ? `No API route for ${request.method} ${url}.` : `Not found: ${url}`,
    });
  });
}
