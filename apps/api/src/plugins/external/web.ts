import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The landing page, prerendered by the web build (apps/web/vite/prerender-landing.ts). */
const LANDING_PAGE = 'landing.html';

/** Pages whose address carries a single-use token (the links in reset and verification mails). */
const TOKEN_PAGE = /^\/(reset-password|verify-email)\//i;

/** The SPA's route patterns, written by the web build (apps/web/vite/route-list.ts). */
const ROUTE_LIST = 'routes.json';

/**
 * A matcher for the SPA's routes: ':param' is one segment, case-insensitive as React Router matches.
 * Without the list (an older build) every page is the SPA's.
 */
function appRouteMatcher(root: string): (url: string) => boolean {
  const file = path.join(root, ROUTE_LIST);
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map((pattern) => {
    const source = pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${source}/?$`, 'i');
  });
  return (url) => patterns.some((pattern) => pattern.test(url));
}

/** CSP source expressions for the page's inline scripts: exactly these may run, nothing injected. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

/** Adds the hashes to the script-src that helmet set for this response. */
function allowInlineScripts(reply: FastifyReply, hashes: string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  reply.header(
    'content-security-policy',
    policy.replace(/script-src [^;]*/, (directive) => `${directive} ${hashes.join(' ')}`),
  );
}

/**
 * Serves the built web app. GET / is the prerendered landing page; any other GET outside /api that wants
 * HTML gets the SPA's index.html (history fallback). Hashed assets are cached for a year; pages, sw.js and the
 * manifest are always revalidated, so a new service worker is found (decision 026); the fallback never answers
 * for an address with an extension. Every text file has .br/.gz beside it, sent when the browser accepts them.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const root = app.config.webDistDir;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : // A page whose address holds a reset or verification token is never kept by a cache.
              TOKEN_PAGE.test(reply.request.url)
              ? 'no-store'
              : 'no-cache',
        );
      },
    });
  }
  const landingFile = path.join(root, LANDING_PAGE);
  if (hasWeb && existsSync(landingFile)) {
    const hashes = inlineScriptHashes(readFileSync(landingFile, 'utf8'));
    // HEAD / comes with it (Fastify's exposeHeadRoutes).
    app.get('/', { schema: { hide: true } }, (_request, reply) => {
      allowInlineScripts(reply, hashes);
      return reply.header('cache-control', 'no-cache').sendFile(LANDING_PAGE);
    });
  }
  const isAppRoute = hasWeb ? appRouteMatcher(root) : () => false;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !path.extname(url);
    if (wantsPage && hasWeb) {
      // Any other page is the SPA's not-found screen, with a status that says so.
      if (!isAppRoute(url)) reply.status(404);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      error: url.startsWith('/api') ? `No API route for ${request.method} ${url}.` : `Not found: ${url}`,
    });
  });
}
