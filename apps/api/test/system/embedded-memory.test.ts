import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../src/db/client';
import { templateRoot, templateStamp } from '../../src/db/pglite-template';

const root = path.resolve(import.meta.dirname, '../../../..');
const apiRoot = path.join(root, 'apps/api');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-memory-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Peak RSS the embedded default may reach from start until it answers (issue: a 1 GB machine). */
const BUDGET_MB = 300;

describe('the embedded database (decision 021)', () => {
  it('starts a fresh folder as a copy of the ready template, migrations applied, with small buffers', async () => {
    const database = await openDatabase({ dataDir: tempDir() });
    try {
      expect(readFileSync(path.join(templateRoot, 'stamp'), 'utf8')).toBe(templateStamp());
      const settings = rowsOf<{ name: string; setting: string }>(
        await database.db.execute(
          sql`select name, current_setting(name) as setting from pg_settings
              where name in ('shared_buffers', 'maintenance_work_mem', 'max_connections') order by name`,
        ),
      );
      expect(settings).toEqual([
        { name: 'maintenance_work_mem', setting: '16MB' },
        { name: 'max_connections', setting: '4' },
        { name: 'shared_buffers', setting: '16MB' },
      ]);
      const journal = JSON.parse(readFileSync(path.join(apiRoot, 'drizzle/meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = rowsOf<{ count: number }>(
        await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
      );
      expect(applied[0]?.count).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
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

const statusMb = (pid: number, field: 'VmHWM' | 'VmRSS') => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

describe.runIf(process.platform === 'linux')('the zero-configuration default fits a small machine', () => {
  it(`peaks at no more than ${BUDGET_MB} MB of RSS from start until ready (npm start on a fresh DATA_DIR)`, async () => {
    // What `npm start` runs: the bundle, built now from this source, with the root `serve` script's flags.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: apiRoot,
      stdio: 'ignore',
    });
    const serve = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } }
    ).scripts.serve;
    const flags =
      /^node((?: --\S+)*) apps\/api\/dist\/server\.mjs$/.exec(serve)?.[1]?.trim().split(' ') ?? [];
    expect(flags.join(' ')).toContain('--max-old-space-size');
    // PGlite's WebAssembly on baseline code only (decision 028): ~70 MB less at the peak.
    expect(flags).toContain('--liftoff-only');
    // One V8 helper thread, so fewer malloc arenas (decision 030): ~11 MB less under continuous use.
    expect(flags).toContain('--v8-pool-size=1');
    const port = await freePort();
    const child = spawn(process.execPath, [...flags, 'apps/api/dist/server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        // As a newcomer runs it: no configuration at all.
        NODE_ENV: 'development',
        DATABASE_URL: '',
        TEST_DATABASE_URL: '',
        DATA_DIR: tempDir(),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      // Until it answers, or as soon as it passes the budget (no need to wait for a slow start then).
      let ready = false;
      let peak = 0;
      for (
        let attempt = 0;
        attempt < 600 && child.exitCode === null && !ready && peak <= BUDGET_MB;
        attempt += 1
      ) {
        peak = statusMb(child.pid!, 'VmHWM');
        try {
          ready = (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      if (peak <= BUDGET_MB) {
        expect(ready, stderr).toBe(true);
        // The work a server does just after it listens (index warm-up) counts too.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        peak = statusMb(child.pid!, 'VmHWM');
      }
      expect(
        peak,
        `peak RSS ${peak.toFixed(0)} MB, RSS now ${statusMb(child.pid!, 'VmRSS').toFixed(0)} MB`,
      ).toBeLessThanOrEqual(BUDGET_MB);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 180_000);
});
