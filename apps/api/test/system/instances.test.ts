import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { createTestDatabase } from '../helpers/database';

/**
 * Several instances on one PostgreSQL, as behind a load balancer: real server processes (what
 * `npm start` runs), each with its own DATA_DIR, started at the same moment. PostgreSQL only.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  child: ChildProcess;
  base: string;
  dataDir: string;
  stderr: () => string;
}

async function launch(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      JWT_SECRET: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      REMINDERS_ENABLED: 'false',
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, base: `http://127.0.0.1:${port}`, dataDir, stderr: () => stderr };
}

async function healthy(instance: Instance): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (instance.child.exitCode !== null) throw new Error(`server exited early: ${instance.stderr()}`);
    try {
      if ((await fetch(`${instance.base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${instance.stderr()}`);
}

const post = (instance: Instance, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${instance.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe.skipIf(!onPostgres)('several instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database!.url, RATE_LIMIT_AUTH_PER_ACCOUNT: '4', RATE_LIMIT_AUTH_PER_IP: '8' };
    // The same moment: both find an empty database and migrate it.
    [a, b] = await Promise.all([launch(env), launch(env)]);
    await Promise.all([healthy(a), healthy(b)]);
  }, 240_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      if (instance.child.exitCode === null) {
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        await exited;
      }
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  }, 60_000);

  it('two servers started at once both migrate and serve, and a session from one works on the other', async () => {
    const email = `instances.${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    const signup = await post(a, '/api/auth/signup', { name: 'Two Instances', email, password, phone_no: '+91 98765 43210' });
    expect(signup.status).toBe(201);
    const login = await post(a, '/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    const { token, userId } = (await login.json()) as { token: string; userId: string };
    for (const instance of [a, b]) {
      const me = await fetch(`${instance.base}/api/auth/`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { id: string }).id).toBe(userId);
    }
  });

  it('two servers enforce one log-in throttle and one per-address limit, kept in the database', async () => {
    const email = `throttle.${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    expect((await post(b, '/api/auth/signup', { name: 'Guessed At', email, password, phone_no: '+91 98765 43210' })).status).toBe(201);
    // Guesses alternate between the instances, as a load balancer would send them.
    const statuses: number[] = [];
    for (const instance of [a, b, a, b]) statuses.push((await post(instance, '/api/auth/login', { email, password: 'wrong' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);

    const resets: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await post(i % 2 === 0 ? a : b, '/api/auth/request-password-reset', { email: `nobody.${i}.${Date.now()}@example.com` });
      resets.push(response.status);
    }
    expect(resets).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
  });
});

describe.skipIf(!onPostgres)('migrations on PostgreSQL', () => {
  it('run once when several openers race on an empty database (advisory lock)', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-migrate-'));
    try {
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: database!.url, dataDir, poolSize: 2 })),
      );
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });
});
