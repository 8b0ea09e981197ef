import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Real server processes, as `npm start` runs them: for tests of several instances on one database. */
const root = path.resolve(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Instance {
  child: ChildProcess;
  port: number;
  base: string;
  dataDir: string;
  stderr: () => string;
}

/**
 * One server process with its own DATA_DIR on a free port of 127.0.0.1. `at` starts it again where an
 * earlier one ran (same port and DATA_DIR), as a restart does.
 */
export async function launch(
  env: Record<string, string>,
  at?: { port: number; dataDir: string },
): Promise<Instance> {
  const port = at?.port ?? (await freePort());
  const dataDir = at?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'pathwise-instance-'));
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
  return { child, port, base: `http://127.0.0.1:${String(port)}`, dataDir, stderr: () => stderr };
}

export async function healthy(instance: Instance): Promise<void> {
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

/** SIGTERM (the graceful shutdown) and the exit code once the process has ended. */
export async function stop(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  return exited;
}
