import { afterAll, beforeAll } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../fakes/google-jwks';
import { createTestApp, type TestApp } from './app';

export interface GoogleTestApp {
  google: FakeGoogle;
  t: TestApp;
}

/**
 * The real app with Google sign-in pointed at a local fake of Google's keys: made before the file's tests
 * (handed to `use`) and closed after them.
 */
export function useGoogleTestApp(use: (made: GoogleTestApp) => void): void {
  let made: GoogleTestApp | undefined;
  beforeAll(async () => {
    const google = await startFakeGoogle();
    const t = await createTestApp({ GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl });
    made = { google, t };
    use(made);
  });
  afterAll(async () => {
    await made?.t.close();
    await made?.google.close();
  });
}
