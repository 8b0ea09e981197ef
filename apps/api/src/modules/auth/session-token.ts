import { SignJWT, jwtVerify, errors } from 'jose';
import { isUuid } from '../../lib/uuid';

export const SESSION_DAYS = 7;

export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

export async function signSession(secret: Uint8Array, claims: SessionClaims): Promise<string> {
  return new SignJWT({ tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_DAYS}d`)
    .sign(secret);
}

export type VerifyResult = { ok: true; claims: SessionClaims } | { ok: false; reason: string };

export async function verifySession(secret: Uint8Array, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    // The subject is a user id: anything else is not a token we issued, and never reaches a query.
    if (typeof payload.sub !== 'string' || !isUuid(payload.sub) || typeof payload.tv !== 'number')
      return { ok: false, reason: 'Your session is invalid. Please log in again.' };
    return { ok: true, claims: { userId: payload.sub, tokenVersion: payload.tv } };
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      return { ok: false, reason: 'Your session has expired. Please log in again.' };
    return { ok: false, reason: 'Your session is invalid. Please log in again.' };
  }
}
