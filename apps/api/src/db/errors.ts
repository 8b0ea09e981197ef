/**
 * Errors that mean the database cannot serve right now, not that the request was wrong: the
 * connection is lost or refused, the server is shutting down, the disk is full or failing, or the
 * embedded database has stopped. The API answers them 503 and reports not ready (docs/decisions/017).
 */
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENOSPC',
  'EIO',
  'EROFS',
  'EDQUOT',
]);
/**
 * SQLSTATE classes: 08 connection exception, 53 insufficient resources (53100 disk full), 57P operator
 * intervention (terminated, shutting down, cannot connect now), 58 system error (58030 I/O error).
 */
const SQLSTATE = /^(08|53|57P|58)/;
const MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection refused|PGlite is closed|no space left on device|could not (write|extend|fsync)|input\/output error|not currently accepting connections|Aborted\(/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NODE_CODES.has(code) || SQLSTATE.test(code))) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
