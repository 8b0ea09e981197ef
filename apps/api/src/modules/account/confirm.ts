import { decodeJwt } from 'jose';
import type { UserRow } from '../../db/schema';
import type { GoogleVerifier } from '../auth/google';
import { verifyPassword } from '../auth/password';

/** A Google ID token confirms a deletion only if Google issued it this recently (a fresh sign-in). */
export const GOOGLE_CONFIRMATION_MAX_AGE_SECONDS = 10 * 60;

export interface Confirmation {
  password?: string | undefined;
  googleToken?: string | undefined;
}

/**
 * Whether the person holding the session is the account's owner: their password, or a fresh Google
 * ID token for the Google account linked to it. A stolen session token alone cannot erase an account.
 */
export async function confirmsOwner(
  user: Pick<UserRow, 'passwordHash' | 'googleSubject'>,
  confirmation: Confirmation,
  verifyGoogle: GoogleVerifier | null,
  now = new Date(),
): Promise<boolean> {
  if (confirmation.password) return verifyPassword(user.passwordHash, confirmation.password);
  if (!confirmation.googleToken || !verifyGoogle || !user.googleSubject) return false;
  const identity = await verifyGoogle(confirmation.googleToken);
  if (identity?.subject !== user.googleSubject) return false;
  const issuedAt = decodeJwt(confirmation.googleToken).iat;
  return (
    typeof issuedAt === 'number' && now.getTime() / 1000 - issuedAt <= GOOGLE_CONFIRMATION_MAX_AGE_SECONDS
  );
}
