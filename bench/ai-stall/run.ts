// One learner stalling everyone (issue 18, item 5): the production server (`node apps/api/dist/server.mjs`,
// the flags `npm run serve` gives it) with the offline engine; one trial account sends BURST parallel
// 4,000-character tutor messages while a second client polls GET /api/health every POLL_MS. Reports
// health latency p50/p99/max with and without the burst, what the burst's requests answered (200/429),
// and the server's resident memory (VmRSS after, VmHWM peak) from /proc.
// Build first (npm run build), then from the repository root: npx tsx bench/ai-stall/run.ts
// Bounded: BURST requests, one poll every POLL_MS for at most 60 s; the server is stopped at the end.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUNDLE, peakRssMb, serve } from '../load/processes';
import { longMessage, MESSAGE_CHARS } from '../support/long-message';

const BURST = Number(process.env.BURST ?? 20);
const POLL_MS = Number(process.env.POLL_MS ?? 20);
const QUIET_POLLS = 100;

const percentile = (values: number[], p: number) => {
  const list = [...values].sort((a, b) => a - b);
  return list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function pollHealth(
  base: string,
  until: () => boolean,
  max = Number.POSITIVE_INFINITY,
): Promise<number[]> {
  const times: number[] = [];
  const deadline = Date.now() + 60_000;
  while (!until() && times.length < max && Date.now() < deadline) {
    const started = performance.now();
    await json(await fetch(`${base}/api/health`), 'health');
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return times;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-ai-stall-'));
  const server = await serve(
    BUNDLE,
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', AI_PROVIDER: 'offline' },
    '/api/health',
  );
  const pid = server.child.pid ?? 0;
  try {
    const { base } = server;
    const email = `stall-${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    await json(
      await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Asha Learner', phone_no: '+91 98765 43210', email, password }),
      }),
      'signup',
    );
    const login = await json<{ token: string; userId: string }>(
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
      'login',
    );
    const headers = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    await json(
      await fetch(`${base}/api/plan/generate-learning-plan`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ goal: 'Learn Python', duration: '30', experience: 'Beginner' }),
      }),
      'plan',
    );
    await json(await fetch(`${base}/api/plan/learning-plan/today`, { headers }), 'today');
    // One ordinary question first, so the engine's indexes are built before anything is timed.
    await json(
      await fetch(`${base}/api/AI/tutor`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ user_id: login.userId, question: 'What is a variable?' }),
      }),
      'warm-up tutor message',
    );
    const quiet = await pollHealth(base, () => false, QUIET_POLLS);
    const rssBefore = rssMb(pid);

    let finished = false;
    const statuses = new Map<number, number>();
    const burstStarted = performance.now();
    const burst = Promise.all(
      Array.from({ length: BURST }, async (_, index) => {
        const response = await fetch(`${base}/api/AI/tutor`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ user_id: login.userId, question: longMessage(index) }),
        });
        await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    ).finally(() => {
      finished = true;
    });
    const loaded = await pollHealth(base, () => finished);
    await burst;
    const burstMs = performance.now() - burstStarted;

    const line = (name: string, times: number[]) =>
      `${name}: ${times.length} polls, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`;
    console.log(line('health, quiet', quiet));
    console.log(line(`health, during ${BURST} parallel ${MESSAGE_CHARS}-character tutor messages`, loaded));
    console.log(
      `burst: ${ms(burstMs)} for all answers; statuses ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`,
    );
    console.log(
      `memory: VmRSS ${rssBefore.toFixed(1)} MB before the burst, ${rssMb(pid).toFixed(1)} MB after; peak (VmHWM) ${peakRssMb(pid).toFixed(1)} MB`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
