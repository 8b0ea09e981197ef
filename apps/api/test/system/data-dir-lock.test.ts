import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  LOCK_HEARTBEAT_MS,
  LOCK_STALE_MS,
  lockDataDir,
} from '../../src/db/data-dir-lock';

const root = path.resolve(import.meta.dirname, '../../../..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A lock as another process wrote it, last touched `ageMs` ago. */
const holderFile = (dir: string, pid: number, hostname = os.hostname(), ageMs = 0) => {
  const file = path.join(dir, LOCK_FILE);
  writeFileSync(
    file,
    JSON.stringify({ pid, hostname, startedAt: '2026-01-01T00:00:00.000Z', token: 'earlier' }),
  );
  const touched = new Date(Date.now() - ageMs);
  utimesSync(file, touched, touched);
};

describe('the embedded database folder has one owner', () => {
  it('refuses a second owner until the first releases it', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`process ${process.pid} on ${os.hostname()}`);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a lock held by a live process, naming it and the way to several instances', () => {
    const dir = tempDir();
    holderFile(dir, process.ppid);
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+ .*set DATABASE_URL/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    if (dead === undefined) throw new Error('no child pid');
    holderFile(dir, dead);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`process ${process.pid}`);
    release();
  });

  it('takes over a lock left by an earlier process with this PID (a container restarted after a crash)', () => {
    const dir = tempDir();
    holderFile(dir, process.pid);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`process ${process.pid}`);
    release();
  });

  it('takes over a lock from another host name or a reused PID once its holder stops refreshing it', () => {
    const dir = tempDir();
    holderFile(dir, 1, 'container-before-restart', 1_000);
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1 on container-before-restart/);
    holderFile(dir, 1, 'container-before-restart', LOCK_STALE_MS + 1_000);
    lockDataDir(dir)();
    // A live process of this machine that is not the server now has the PID the lock names.
    holderFile(dir, process.ppid, os.hostname(), LOCK_STALE_MS + 1_000);
    lockDataDir(dir)();
  });

  it('keeps its own lock fresh while it holds it', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const dir = tempDir();
    const release = lockDataDir(dir);
    const file = path.join(dir, LOCK_FILE);
    const old = new Date(Date.now() - LOCK_STALE_MS * 2);
    utimesSync(file, old, old);
    vi.advanceTimersByTime(LOCK_HEARTBEAT_MS);
    expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(LOCK_STALE_MS);
    release();
    vi.useRealTimers();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitForHealth(port: number, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 240 && !gone; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

describe('a second server on the same data folder', () => {
  it('stops at start with one line naming the holder; after a kill -9 the folder can be opened again', async () => {
    const dataDir = tempDir();
    const firstPort = await freePort();
    const first = startServer(dataDir, firstPort);
    try {
      await waitForHealth(firstPort, first.exited);
      const second = startServer(dataDir, await freePort());
      expect(await second.exited).toBe(1);
      const lines = second.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`in use by process ${first.child.pid}`);
      expect(lines[0]).toContain('DATABASE_URL');
      // The first server is untouched and still serving.
      expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).ok).toBe(true);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    const thirdPort = await freePort();
    const third = startServer(dataDir, thirdPort);
    try {
      await waitForHealth(thirdPort, third.exited);
    } finally {
      third.child.kill('SIGTERM');
      await third.exited;
    }
  }, 120_000);
});
