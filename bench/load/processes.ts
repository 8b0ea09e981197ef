import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The production server, as `npm start` builds it. */
export const BUNDLE = 'apps/api/dist/server.mjs';

/** The node flags `npm start` gives the server (the root `serve` script), so the benchmark runs the same process. */
export function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const flags =
    /\bnode((?: --\S+)*) apps\/api\/dist\/server\.mjs/.exec(manifest.scripts.serve ?? '')?.[1] ?? '';
  return flags.split(' ').filter(Boolean);
}

export interface Served {
  base: string;
  child: ChildProcess;
  stop: () => Promise<number | null>;
}

/**
 * Starts `node <script>` (TypeScript through tsx; the built server bundle as `npm start` runs it) and
 * waits until `probe` answers 200. The child is the server itself, so its pid is the one to read memory from.
 */
export async function serve(script: string, env: Record<string, string>, probe: string): Promise<Served> {
  const port = await freePort();
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const flags =
    process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? (script === BUNDLE ? startFlags() : []);
  const child = spawn(process.execPath, [...flags, ...loader, script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  // Polled every 50 ms: the benchmark reports the time until it answers.
  for (let attempt = 0; attempt < 2400; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`${script} exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}${probe}`)).ok) return { base, child, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`${script} did not answer ${probe} within 120 s`);
}

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Peak resident set size (VmHWM) of a process in MB, from /proc (Linux). */
export const peakRssMb = (pid: number): number => statusMb(pid, 'VmHWM');

/** Resident set size now (VmRSS) of a process in MB, from /proc (Linux). */
export const rssMb = (pid: number): number => statusMb(pid, 'VmRSS');

/** CPU time (user + system, every thread) a process has used so far, in seconds, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU seconds so far of each local PostgreSQL process (postmaster, backends, background workers), by pid. */
export function postgresCpu(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        byPid.set(Number(entry), cpuSeconds(Number(entry)));
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byPid;
}

/**
 * CPU seconds local PostgreSQL used since `before` (0 when it runs on another machine). Per process,
 * because backends come and go with the pools' connections: one that started since counts whole, one
 * that ended is left out (an idle pool connection closing: next to nothing).
 */
export function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of postgresCpu()) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** USER_HZ: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS = 100;
