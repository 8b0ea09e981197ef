import fp from 'fastify-plugin';
import { createGoogleVerifier, type GoogleVerifier } from '../../modules/auth/google';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks a Google ID token (sign-in, and confirming an account deletion); null when Google sign-in is off. */
    verifyGoogle: GoogleVerifier | null;
  }
}

export interface GoogleAuthOptions {
  /** Tests pass their own verifier; otherwise GOOGLE_CLIENT_ID turns Google sign-in on. */
  verifier?: GoogleVerifier;
}

/** One Google verifier for the app (its key cache is shared by sign-in and account deletion). */
export const googleAuthPlugin = fp<GoogleAuthOptions>(
  async (app, { verifier }) => {
    const { config } = app;
    app.decorate(
      'verifyGoogle',
      verifier ??
        (config.GOOGLE_CLIENT_ID
          ? createGoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL)
          : null),
    );
  },
  { name: 'google-auth', dependencies: ['services'] },
);
