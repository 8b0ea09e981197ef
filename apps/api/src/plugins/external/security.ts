import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { tooManyRequests } from '../../lib/errors';
import { waitMessage } from '../../lib/rate-limiter';
import { databaseStore } from '../../modules/rate-limit/fastify-store';
import { RateLimitStore } from '../../modules/rate-limit/store';

/** Third-party origins the web app really loads: Google sign-in and Razorpay checkout. */
const GOOGLE = ['https://accounts.google.com'];
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

/**
 * helmet's headers for these options, computed once. They do not vary by request (no CSP nonces),
 * and @fastify/helmet built a new helmet middleware, directives parsed, on every request: a measurable
 * share of the hottest calls (docs/benchmarks.md, Load).
 */
function securityHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, response as never, () => undefined);
  if (headers.length === 0)
    throw new Error('helmet set no headers: its middleware is no longer synchronous.');
  return headers;
}

/** JSON and event-stream answers of the API; the OpenAPI page under /api/docs is a page. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The headers an API answer needs (OWASP's REST set): a CSP that allows nothing, since a JSON answer
 * is never a document to run or frame, plus nosniff, HSTS, CORP and the referrer policy from the
 * page set. The page set's long CSP and legacy headers on every JSON answer cost the hottest calls
 * ~1 kB and a dozen header checks each (docs/benchmarks.md, Load).
 */
function apiHeaders(pageHeaders: Array<[string, string]>): Array<[string, string]> {
  const kept = new Set([
    'strict-transport-security',
    'x-content-type-options',
    'cross-origin-resource-policy',
    'referrer-policy',
  ]);
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ...pageHeaders.filter(([name]) => kept.has(name.toLowerCase())),
  ];
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...GOOGLE, 'https://lumberjack.razorpay.com'],
        frameSrc: [...GOOGLE, ...RAZORPAY],
        formAction: ["'self'", ...RAZORPAY],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const api = apiHeaders(headers);
  // On the raw response, as helmet does, so they survive a hijacked reply (the SSE streams).
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiCall(request.url) ? api : headers) reply.raw.setHeader(name, value);
    done();
  });
  // No cache, shared or the browser's, keeps an answer that carries an account's data or a token
  // (docs/decisions/017). API answers are no-store unless a public route sets its own caching
  // (configuration, landing counts, certificate verification); an answer to a request with
  // credentials is no-store whatever the route set. Pages and assets keep their own caching (web.ts).
  // A route that already chose no-store (with "private" or "no-transform") keeps its wording.
  app.addHook('onSend', (request, reply, payload, done) => {
    const chosen = reply.getHeader('cache-control');
    const storesNothing = typeof chosen === 'string' && /\bno-store\b/.test(chosen);
    if (
      !storesNothing &&
      (request.headers.authorization !== undefined || (chosen === undefined && isApiCall(request.url)))
    )
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // Same-origin by default (the SPA is served by this server): no CORS hook runs on any request then.
  if (config.corsOrigins.length > 0)
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every instance behind a load balancer enforces the same limit.
    store: databaseStore(new RateLimitStore(app.db)),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests from your network. Please wait ${waitMessage(context.ttl / 1000)} and try again.`,
        context.ttl / 1000,
      ),
  });
}
