import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are credentials: Meta's webhook verify token, and the tokens in
 * unsubscribe and reminder-confirmation links. Request logs show them as [redacted].
 */
export const SECRET_QUERY_PARAMS = ['hub.verify_token', 'token'] as const;

const secretParam = new RegExp(
  `([?&](?:${SECRET_QUERY_PARAMS.map((name) => name.replace(/\./g, '(?:\\.|%2[Ee])')).join('|')})=)[^&#]*`,
  'g',
);

/** The URL with the value of every secret query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(secretParam, '$1[redacted]') : url;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
