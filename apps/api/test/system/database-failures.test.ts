import { spawn } from 'node:child_process';
import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLearner, createTestApp } from '../helpers/app';

/**
 * The database fails: at start (an unreachable DATABASE_URL, an unusable or corrupt DATA_DIR) the
 * server says so in one line, and retries PostgreSQL with backoff first; during requests (a full
 * disk under PGlite, PostgreSQL refusing and dropping connections) the answer is a 503 with a clear
 * message, /api/ready is false, /api/health stays up.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const UNAVAILABLE = { error: 'The service is temporarily unavailable. Please try again in a moment.' };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-dbfail-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server and waits for it to exit: its exit code, stderr lines and run time. */
async function startExpectingFailure(env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(await closedPort()),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exit) => resolve(exit)));
  return { code, lines: output.trim().split('\n'), output, ms: performance.now() - started };
}

describe('start-up', () => {
  it('retries an unreachable DATABASE_URL with growing waits, then stops with one line (no password, no stack)', async () => {
    const port = await closedPort();
    const { code, lines, output } = await startExpectingFailure({
      DATABASE_URL: `postgres://pathwise:hunter2secret@127.0.0.1:${port}/pathwise`,
      DATABASE_CONNECT_ATTEMPTS: '3',
      DATABASE_CONNECT_BACKOFF_MS: '200',
    });
    expect(code).toBe(1);
    expect(lines, output).toHaveLength(3);
    expect(lines[0]).toMatch(
      new RegExp(
        `^The database at 127\\.0\\.0\\.1:${port}/pathwise is not reachable \\(.*ECONNREFUSED.*\\); attempt 1 of 3, trying again in 200 ms\\.$`,
      ),
    );
    expect(lines[1]).toMatch(/attempt 2 of 3, trying again in 400 ms\.$/);
    expect(lines[2]).toMatch(
      new RegExp(
        `^Cannot reach the database at 127\\.0\\.0\\.1:${port}/pathwise after 3 attempts: .*ECONNREFUSED.*Check DATABASE_URL`,
      ),
    );
    expect(output).not.toContain('hunter2secret');
    expect(output).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('stops with one line when DATA_DIR is a file', async () => {
    const file = path.join(tempDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const { code, lines, output } = await startExpectingFailure({ DATA_DIR: file });
    expect(code).toBe(1);
    expect(lines, output).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot open the embedded database in DATA_DIR \(.*not-a-folder\): ENOTDIR: not a directory/,
    );
    expect(lines[0]).toContain('DATA_DIR must be a folder this user can write');
  }, 120_000);

  it('stops with one line when DATA_DIR holds a corrupt database', async () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'pglite', 'global'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'garbage\n');
    writeFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'), 'not a control file');
    const { code, lines, output } = await startExpectingFailure({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(lines, output).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot open the embedded database in DATA_DIR \(/);
  }, 120_000);
});

describe.skipIf(onPostgres)('a full disk under PGlite', () => {
  it('answers 503 with a clear message, turns not ready, and never freezes the process', async () => {
    const t = await createTestApp();
    const learner = await createLearner(t.app);
    const realWriteSync = fs.writeSync;
    // Every write to a file fails as on a full disk (PGlite writes its files synchronously).
    const full = () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
      });
    };
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
      (fs as { writeSync: unknown }).writeSync = full;
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'Full Disk',
          email: 'full.disk@example.com',
          password: 'correct horse battery staple',
          phone_no: '+91 98765 43210',
        },
      });
      expect(signup.statusCode).toBe(503);
      expect(signup.json()).toEqual(UNAVAILABLE);
      // Embedded PostgreSQL cannot go on after a failed write: later calls fail fast, they do not hang.
      const started = performance.now();
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: learner.auth });
      expect(me.statusCode).toBe(503);
      expect(me.json()).toEqual(UNAVAILABLE);
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, database: false });
      // Only a restart brings it back, so liveness fails too and a probe restarts the server.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: 'stopped',
        error: expect.stringMatching(
          /^The embedded database stopped after a failed write .*restart the server\.$/,
        ),
      });
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      (fs as { writeSync: unknown }).writeSync = realWriteSync;
      await t.close();
    }
  });

  it('answers 503, not 500, when the embedded database was closed under the app', async () => {
    const t = await createTestApp();
    const learner = await createLearner(t.app);
    await t.database.close();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: learner.auth });
    expect(me.statusCode).toBe(503);
    expect(me.json()).toEqual(UNAVAILABLE);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
      ready: false,
      database: false,
    });
    await t.app.close();
    rmSync(t.config.DATA_DIR, { recursive: true, force: true });
  });
});

describe.skipIf(!onPostgres)('PostgreSQL drops and refuses connections', () => {
  it('answers 503 with a clear message and turns not ready; ready again once PostgreSQL accepts connections', async () => {
    const t = await createTestApp();
    const learner = await createLearner(t.app);
    const name = new URL(t.config.DATABASE_URL!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      const calls = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/auth/', headers: learner.auth }),
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: learner.email, password: learner.password },
        }),
        t.app.inject({ method: 'GET', url: '/api/plan/user_progress', headers: learner.auth }),
      ]);
      for (const response of calls) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
      }
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, database: false });

      await admin.query(`alter database ${name} with allow_connections true`);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
        ready: true,
        database: true,
      });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/', headers: learner.auth })).statusCode,
      ).toBe(200);
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`).catch(() => undefined);
      await admin.end();
      await t.close();
    }
  });
});
