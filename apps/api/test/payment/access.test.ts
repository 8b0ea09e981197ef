import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createLearner, json } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { checkout, expireTrial, sandboxPay, verify, type CheckoutFields } from './helpers';

/**
 * The access rule (trial or premium, else 402) on a tiny protected route registered here, guarded
 * exactly as tutor, chat, cross-questioning and lesson routes are: authenticate, then requireAccess.
 * The app is built by hand because routes cannot be added once createTestApp has made it ready; the route sits
 * outside /api, where every route must be an operation of the contract.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-access-'));
  const pgDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'https://learn.example.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
  });
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 4 });
  app = await buildApp({ config, database, logger: false });
  app.get(
    '/test/protected',
    { onRequest: app.authenticate, preHandler: app.requireAccess },
    async () => ({ ok: true }),
  );
  await app.ready();
  cleanup = async () => {
    await app.close();
    await database.close();
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => cleanup());

const protectedCall = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/test/protected', headers: authorization ? { authorization } : {} });

describe('access rule: an active trial or premium, else 402', () => {
  it('lets a learner in their 7-day trial through', async () => {
    const learner = await createLearner(app);
    const response = await protectedCall(learner.auth.authorization);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
  });

  it('refuses a learner whose trial has ended with 402 and a clear message', async () => {
    const learner = await createLearner(app);
    await expireTrial(database.db, learner.userId);
    const response = await protectedCall(learner.auth.authorization);
    expect(response.statusCode).toBe(402);
    expect(json(response).error).toBe(
      'Your free trial has ended. Unlock Premium (₹499, lifetime access) to keep learning.',
    );
  });

  it('lets a premium learner through after the trial has ended, from the moment verify succeeds', async () => {
    const learner = await createLearner(app);
    await expireTrial(database.db, learner.userId);
    expect((await protectedCall(learner.auth.authorization)).statusCode).toBe(402);
    const { orderId } = json<{ orderId: string }>(await checkout(app, learner));
    const fields = json<CheckoutFields>(await sandboxPay(app, learner, orderId, 'success'));
    expect((await verify(app, learner, fields)).statusCode).toBe(200);
    expect((await protectedCall(learner.auth.authorization)).statusCode).toBe(200);
  });

  it('answers 401, not 402, without a session', async () => {
    expect((await protectedCall()).statusCode).toBe(401);
  });

  it('never locks an expired learner out of paying', async () => {
    const learner = await createLearner(app);
    await expireTrial(database.db, learner.userId);
    expect((await checkout(app, learner)).statusCode).toBe(200);
  });
});
