import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000).';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
  return false;
}

/**
 * Fastify's JSON parser (with its __proto__/constructor poisoning checks), refusing any string
 * holding U+0000 with a 400: PostgreSQL cannot store NUL in text or jsonb, so such input used to
 * reach the database and come back as a 500 (found by the fuzz suite, test/quality). Only bodies
 * whose raw text contains the escape are walked, so ordinary requests pay one substring check.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    void parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (text.includes('\\u0000') && hasNul(value)) return done(badRequest(NUL_MESSAGE), undefined);
      done(null, value);
    });
  });
}
