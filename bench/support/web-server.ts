// The real server on the source (tsx) with a private copy of the web build, for the benches that open the
// app in a browser (bench/lighthouse.ts, bench/tutor-bundle.ts). Development mode, so the developer tools
// (loopback only) can seed a learner's progress.
import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { webDist } from '../landing-bundle';

const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  // A private copy of the build: a rebuild during the run (another terminal) cannot swap files under it.
  const web = path.join(dataDir, 'web');
  cpSync(webDist, web, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: web,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      REMINDERS_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${String(port)}`;
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        const stop = () =>
          new Promise<void>((resolve) => {
            child.once('exit', () => {
              resolve();
            });
            child.kill('SIGTERM');
          });
        return { base, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not start within 60 s.');
}
