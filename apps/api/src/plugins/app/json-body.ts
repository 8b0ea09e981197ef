import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000).';

export const SURROGATE_MESSAGE =
  'Text must be valid Unicode: a lone surrogate (\\uD800–\\uDFFF) is not a character.';

/** A UTF-16 surrogate without its pair: JSON can spell one (\ud800), PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in the value, keys included, matches. */
function anyText(value: unknown, bad: (text: string) => boolean): boolean {
  if (typeof value === 'string') return bad(value);
  if (Array.isArray(value)) return value.some((item) => anyText(item, bad));
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => bad(key) || anyText(item, bad));
  return false;
}

/**
 * Fastify's JSON parser (with its __proto__/constructor poisoning checks), refusing any string
 * holding U+0000 or a lone UTF-16 surrogate with a 400: PostgreSQL cannot store either in jsonb (NUL not
 * in text either), so such input used to reach the database and come back as a 500 (found by the fuzz suite,
 * test/quality, and an attack run). Both can only arrive as JSON escapes, so only bodies whose raw text holds
 * one are walked: ordinary requests pay a substring check and a regular expression.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    void parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (text.includes('\\u0000') && anyText(value, (item) => item.includes('\u0000')))
        return done(badRequest(NUL_MESSAGE), undefined);
      if (/\\u[dD][89a-fA-F]/.test(text) && anyText(value, (item) => LONE_SURROGATE.test(item)))
        return done(badRequest(SURROGATE_MESSAGE), undefined);
      done(null, value);
    });
  });
}
