import { createRemoteJWKSet, jwtVerify } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity | null>;

/** Verifies a Google ID token: signature against the JWKS, aud, iss, exp and a verified e-mail. */
export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
      });
      if (payload.email_verified !== true || typeof payload.email !== 'string' || !payload.sub)
        return null;
      const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name : payload.email.split('@')[0];
      return { subject: payload.sub, email: payload.email.toLowerCase(), name: name ?? payload.email };
    } catch {
      return null;
    }
  };
}
