import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/uuid';

// A purpose string inside the MAC: the same secret signs sessions, and this token must never be one.
const PURPOSE = 'pathwise reminder e-mail unsubscribe v1';

const mac = (secret: Uint8Array, userId: string) =>
  createHmac('sha256', Buffer.from(secret)).update(`${PURPOSE}:${userId}`).digest('base64url');

/**
 * The token in a reminder's unsubscribe link: the learner id and an HMAC of it with the JWT secret.
 * It works without logging in and does not expire (an old mail's link must still unsubscribe).
 */
export function signUnsubscribeToken(secret: Uint8Array, userId: string): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The learner id the token was signed for, or null for anything forged, truncated or malformed. */
export function verifyUnsubscribeToken(secret: Uint8Array, token: string | undefined): string | null {
  if (!token) return null;
  const dot = token.indexOf('.');
  const userId = token.slice(0, dot);
  if (dot < 0 || !isUuid(userId)) return null;
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(secret, userId), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
