import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/env';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from './database';
import { sharedEngine } from './shared-engine';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** The real app on a fresh database (PGlite in a temp dir, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-test-'));
  const pgDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'https://learn.example.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Tests send a day's AI messages in seconds; test/ai/ai-limits.test.ts sets the per-learner limit it tests.
    AI_RATE_LIMIT_PER_LEARNER: '1000',
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 4 });
  // Engine settings under test get an engine of their own.
  const ownEngine = 'AI_ENGINE_THREADS' in env || 'AI_ENGINE_IDLE_MS' in env;
  const engine = ownEngine ? undefined : sharedEngine();
  const app = await buildApp({ config, database, logger: false, ...(engine ? { engine } : {}), ...options });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json<T>();

let counter = 0;
export const uniqueEmail = (prefix = 'learner') => `${prefix}.${Date.now()}.${(counter += 1)}@example.com`;

export interface Learner {
  userId: string;
  token: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

/** Signs a learner up and logs them in through the real API. */
export async function createLearner(
  app: FastifyInstance,
  fields: Partial<{ name: string; email: string; password: string; phone_no: string; timeZone: string }> = {},
): Promise<Learner> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct horse battery staple';
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Asha Learner', phone_no: '+91 98765 43210', ...fields, email, password },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const { token, userId } = login.json<{ token: string; userId: string }>();
  return { userId, token, email, password, auth: { authorization: `Bearer ${token}` } };
}

/** A well-formed session token for `userId` signed with a secret the server does not have: must get 401. */
export const forgedToken = (userId: string) =>
  new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not the server secret, not at all, really'));
