/**
 * Load benchmark: simulated learners against the real server (`node apps/api/dist/server.mjs`,
 * what `npm start` runs) on PostgreSQL and on the embedded default (PGlite, no DATABASE_URL): start-up
 * time and memory, the learner runs, the hot path (against a one-query floor server on PostgreSQL), peak RSS.
 * DATABASES=postgres or DATABASES=pglite runs one of them (default: both, PostgreSQL first).
 *
 * PostgreSQL: any server reachable at DATABASE_URL. Locally (as .ci/run does on a fresh machine):
 *   initdb -D /tmp/pg -U postgres --auth=trust && \
 *   pg_ctl -D /tmp/pg -o "-c listen_addresses=127.0.0.1 -c port=54329 -c max_connections=200" start
 * The database named in DATABASE_URL is dropped and recreated, so its name must start with pw_load.
 *
 *   npx tsx bench/load/run.ts                                   (from the repository root)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54329/pw_load LEARNERS=100,500 DURATION_S=60 npx tsx bench/load/run.ts
 *   DATABASES=pglite LEARNERS=100 DURATION_S=30 RATIO_ROUNDS=3 RATIO_S=10 IDLE_S=330 npx tsx bench/load/run.ts
 *     (the embedded default's memory goals, decision 028: peak through 100 learners, RSS at rest)
 *
 * Login rate limits are raised for the run (RATE_LIMIT_AUTH_PER_IP/ACCOUNT): every simulated learner
 * logs in from 127.0.0.1. Logs at warn. Prints a Markdown report and the raw figures as JSON.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  BUNDLE,
  cpuSeconds,
  peakRssMb,
  postgresCpu,
  postgresCpuSince,
  root,
  rssMb,
  serve,
  startFlags,
  type Served,
} from './processes';
import {
  floorRequest,
  loginPhase,
  pacedVisits,
  sessionPhase,
  singleRoute,
  todayRequest,
  type RunSummary,
} from './scenario';
import {
  generatePlans,
  insertLearnersPglite,
  insertLearnersPostgres,
  recreateDatabase,
  type BenchLearner,
} from './seed';
import { median } from '../support/stats';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:54329/pw_load';
const LEARNERS = (process.env.LEARNERS ?? '100,500').split(',').map(Number);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const RATIO_S = Number(process.env.RATIO_S ?? 15);
const RATIO_ROUNDS = Number(process.env.RATIO_ROUNDS ?? 3);
const RATIO_CONNECTIONS = 100;
/** Think time between a learner's requests in the paced run (a real learner waits far longer). */
const THINK_MS = Number(process.env.THINK_MS ?? 1000);
/** Skips the learner scenario: only the today/floor ratio (quick checks while profiling). */
const RATIO_ONLY = process.env.RATIO_ONLY === '1';
const POOL_SIZE = 10; // openDatabase's default, which server.ts uses
/**
 * A quiet spell after the last round, then RSS again: what the server holds at rest. The offline engine's
 * thread exits after AI_ENGINE_IDLE_MS (5 min by default), so IDLE_S=330 shows the default at rest. 0 skips it.
 */
const IDLE_S = Number(process.env.IDLE_S ?? 0);

async function probeTutor(
  base: string,
  learner: BenchLearner,
): Promise<{ available: boolean; note: string }> {
  const response = await fetch(`${base}/api/AI/tutor`, {
    method: 'POST',
    headers: { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: learner.id, question: 'Hi' }),
  });
  await response.arrayBuffer();
  if (response.status === 404)
    return {
      available: false,
      note: 'POST /api/AI/tutor answered 404 (not built yet): the tutor step was skipped.',
    };
  if (response.status !== 200) throw new Error(`POST /api/AI/tutor answered ${response.status}`);
  return {
    available: true,
    note: 'Tutor step: POST /api/AI/tutor {user_id, question: "Hi"} on the offline engine.',
  };
}

/** CPU time per answer in µs (user + system, every thread) of the server, PostgreSQL and this load client. */
interface CpuShare {
  server: number;
  postgres: number;
  client: number;
}

const CPU_LABELS: Record<keyof CpuShare, string> = {
  server: 'Server',
  postgres: 'PostgreSQL (all its local processes)',
  client: 'Load client (this process)',
};

const fixed = (value: number, digits = 0) => value.toFixed(digits);

function table(runs: RunSummary[]): string {
  const rows = runs.map(
    (run) =>
      `| ${run.label} | ${run.connections} | ${fixed(run.seconds)} s | ${run.requests} | ${fixed(run.rps)} | ${fixed(run.p50)} ms | ${fixed(run.p99)} ms | ${run.errors} |`,
  );
  return [
    '| run | connections | duration | requests | req/s | p50 | p99 | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function stepTable(run: RunSummary): string {
  const rows = Object.entries(run.steps ?? {}).map(
    ([step, stat]) => `| ${step} | ${stat.count} | ${fixed(stat.p50, 1)} ms | ${fixed(stat.p99, 1)} ms |`,
  );
  return [
    `Per step, ${run.label}:`,
    '',
    '| step | requests | p50 | p99 |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

type Kind = 'postgres' | 'pglite';
const DATABASES = (process.env.DATABASES ?? 'postgres,pglite').split(',') as Kind[];
const DATABASE_LABELS: Record<Kind, string> = {
  postgres: 'PostgreSQL 15 (DATABASE_URL)',
  pglite: 'embedded PGlite (no DATABASE_URL: the zero-configuration default)',
};

/** A server start: time from spawn until /api/ready answers, and its memory then. */
interface Start {
  label: string;
  readyMs: number;
  peakMb: number;
  rssMb: number;
}

interface DatabaseResult {
  kind: Kind;
  starts: Start[];
  runs: RunSummary[];
  floors: RunSummary[];
  todays: RunSummary[];
  ratios: number[];
  floorCpu: CpuShare[];
  todayCpu: CpuShare[];
  peaks: string[];
  peakMb: number;
  rssMb: number;
  /** RSS after IDLE_S seconds without requests, after the last round. */
  idleRssMb: number | undefined;
  tutorNote: string;
}

async function start(label: string, env: Record<string, string>): Promise<{ app: Served; start: Start }> {
  const started = performance.now();
  const app = await serve(BUNDLE, env, '/api/ready');
  const readyMs = performance.now() - started;
  const pid = app.child.pid!;
  return { app, start: { label, readyMs, peakMb: peakRssMb(pid), rssMb: rssMb(pid) } };
}

async function runDatabase(kind: Kind, jwtSecret: string): Promise<DatabaseResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-load-'));
  if (kind === 'postgres') await recreateDatabase(DATABASE_URL);
  const env = {
    NODE_ENV: 'production',
    APP_URL: 'http://127.0.0.1',
    PAYMENT_PROVIDER: 'sandbox',
    DATABASE_URL: kind === 'postgres' ? DATABASE_URL : '',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    AI_PROVIDER: 'offline',
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '1000000',
  };
  const starts: Start[] = [];
  let app: Served | undefined;
  let floor: Served | undefined;
  try {
    const first = await start('fresh DATA_DIR / empty database', env);
    app = first.app;
    starts.push(first.start);
    const seedCount = Math.max(RATIO_CONNECTIONS, ...(RATIO_ONLY ? [] : LEARNERS));
    let all: BenchLearner[];
    if (kind === 'postgres') {
      all = await insertLearnersPostgres(DATABASE_URL, seedCount);
    } else {
      // The embedded database belongs to the server's process: learners go in while it is stopped.
      await app.stop();
      all = await insertLearnersPglite(dataDir, seedCount);
      const second = await start(`restart on ${seedCount} learners`, env);
      app = second.app;
      starts.push(second.start);
    }
    const pid = app.child.pid!;
    await generatePlans(app.base, jwtSecret, all);
    console.error(
      `${kind}: seeded ${all.length} learners with plans; RSS peak so far ${fixed(peakRssMb(pid))} MB`,
    );

    const runs: RunSummary[] = [];
    const peaks: string[] = [`seeding ${fixed(peakRssMb(pid))} MB`];
    let tutorNote = '';
    for (const count of RATIO_ONLY ? [] : LEARNERS) {
      const learners = all.slice(0, count);
      runs.push(await loginPhase(app.base, learners));
      if (!tutorNote) tutorNote = (await probeTutor(app.base, learners[0]!)).note;
      const tutor = tutorNote.startsWith('Tutor step');
      runs.push(await sessionPhase(app.base, learners, DURATION_S, tutor));
      runs.push(await pacedVisits(app.base, learners, DURATION_S, THINK_MS, tutor));
      peaks.push(`${count} learners ${fixed(peakRssMb(pid))} MB`);
      console.error(`${kind}: ${count} learners done; RSS peak ${fixed(peakRssMb(pid))} MB`);
    }

    // The floor is one SELECT on PostgreSQL from another process: PGlite has no second process to ask.
    if (kind === 'postgres')
      floor = await serve(
        'bench/load/floor-server.ts',
        { DATABASE_URL, POOL_SIZE: String(POOL_SIZE) },
        `/floor/${all[0]!.id}`,
      );
    const ratioLearners = all.slice(0, RATIO_CONNECTIONS);
    if (ratioLearners.some((learner) => !learner.token)) await loginPhase(app.base, ratioLearners);
    const floors: RunSummary[] = [];
    const todays: RunSummary[] = [];
    // One short round of each first, not counted: the first seconds of a route run cold (JIT, pool).
    if (floor) await singleRoute('warm-up', floor.base, RATIO_CONNECTIONS, 5, floorRequest(ratioLearners));
    await singleRoute('warm-up', app.base, RATIO_CONNECTIONS, 5, todayRequest(ratioLearners));
    // Interleaved rounds: the machine is shared, so each pair sees the same background load.
    // Each server's CPU per answer too: unlike req/s, it hardly moves with the machine's other load.
    const floorCpu: CpuShare[] = [];
    const todayCpu: CpuShare[] = [];
    const measured = async (server: Served, cpu: CpuShare[], run: () => Promise<RunSummary>) => {
      const before = {
        server: cpuSeconds(server.child.pid!),
        postgres: postgresCpu(),
        client: process.cpuUsage(),
      };
      const summary = await run();
      const perAnswer = (seconds: number) => (seconds * 1e6) / summary.requests;
      const client = process.cpuUsage(before.client);
      cpu.push({
        server: perAnswer(cpuSeconds(server.child.pid!) - before.server),
        postgres: perAnswer(postgresCpuSince(before.postgres)),
        client: perAnswer((client.user + client.system) / 1e6),
      });
      return summary;
    };
    for (let round = 0; round < RATIO_ROUNDS; round += 1) {
      const appServer = app;
      if (floor) {
        const floorServer = floor;
        floors.push(
          await measured(floorServer, floorCpu, () =>
            singleRoute(
              'floor: GET /floor/:id (1 SELECT by PK)',
              floorServer.base,
              RATIO_CONNECTIONS,
              RATIO_S,
              floorRequest(ratioLearners),
            ),
          ),
        );
      }
      todays.push(
        await measured(appServer, todayCpu, () =>
          singleRoute(
            'GET /api/plan/learning-plan/today',
            appServer.base,
            RATIO_CONNECTIONS,
            RATIO_S,
            todayRequest(ratioLearners),
          ),
        ),
      );
    }
    const ratios = floors.length ? todays.map((today, index) => today.rps / floors[index]!.rps) : [];
    const endPeakMb = peakRssMb(pid);
    const endRssMb = rssMb(pid);
    let idleRssMb: number | undefined;
    if (IDLE_S > 0) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
      idleRssMb = rssMb(pid);
    }
    return {
      kind,
      starts,
      runs,
      floors,
      todays,
      ratios,
      floorCpu,
      todayCpu,
      peaks,
      peakMb: endPeakMb,
      rssMb: endRssMb,
      idleRssMb,
      tutorNote,
    };
  } finally {
    await floor?.stop();
    const code = await app?.stop();
    if (code !== undefined && code !== 0) console.error(`server exited with ${code}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function databaseReport(result: DatabaseResult): string {
  const { runs, floors, todays, ratios, floorCpu, todayCpu } = result;
  const parts = (['server', 'postgres', 'client'] as const).filter(
    (part) => result.kind === 'postgres' || part !== 'postgres',
  );
  return [
    `### ${DATABASE_LABELS[result.kind]}`,
    '',
    table([...runs, ...floors, ...todays]),
    '',
    ...runs
      .filter((run) => run.steps)
      .map(stepTable)
      .flatMap((text) => [text, '']),
    ...(ratios.length
      ? [
          `Ratio today/floor per round: ${ratios.map((ratio) => fixed(ratio, 2)).join(', ')}; median ${fixed(median(ratios), 2)}.`,
          `Floor req/s median ${fixed(median(floors.map((run) => run.rps)))}, today req/s median ${fixed(median(todays.map((run) => run.rps)))}, today p99 median ${fixed(median(todays.map((run) => run.p99)))} ms.`,
        ]
      : [
          `Today req/s median ${fixed(median(todays.map((run) => run.rps)))}, today p99 median ${fixed(median(todays.map((run) => run.p99)))} ms (no floor: it needs a second process on the database).`,
        ]),
    ...parts.map(
      (part) =>
        `${CPU_LABELS[part]} CPU per answer, median: ${floorCpu.length ? `floor ${fixed(median(floorCpu.map((cpu) => cpu[part])))} µs, ` : ''}today ${fixed(median(todayCpu.map((cpu) => cpu[part])))} µs (rounds: ${floorCpu.length ? `floor ${floorCpu.map((cpu) => fixed(cpu[part])).join(', ')}; ` : ''}today ${todayCpu.map((cpu) => fixed(cpu[part])).join(', ')}).`,
    ),
    `Server starts: ${result.starts.map((start) => `${start.label}: listening in ${fixed(start.readyMs)} ms, peak RSS ${fixed(start.peakMb)} MB, RSS ${fixed(start.rssMb)} MB`).join('; ')}.`,
    `Server peak RSS (VmHWM) after ${result.peaks.join('; after ')}; at the end peak ${fixed(result.peakMb)} MB, RSS ${fixed(result.rssMb)} MB${result.idleRssMb === undefined ? '' : `; after ${IDLE_S} s without requests RSS ${fixed(result.idleRssMb)} MB`}.`,
    result.tutorNote,
  ].join('\n');
}

function summaryTable(results: DatabaseResult[]): string {
  const paced = (result: DatabaseResult) => result.runs.find((run) => run.label.includes('think time'));
  const closed = (result: DatabaseResult) => result.runs.find((run) => run.label.includes('no think time'));
  const rows = results.map((result) => {
    const first = result.starts[0]!;
    const peak = Math.max(result.peakMb, ...result.starts.map((start) => start.peakMb));
    return `| ${result.kind} | ${fixed(first.readyMs)} ms | ${fixed(first.peakMb)} MB | ${fixed(peak)} MB | ${fixed(result.rssMb)} MB | ${result.idleRssMb === undefined ? '–' : `${fixed(result.idleRssMb)} MB`} | ${closed(result) ? fixed(closed(result)!.rps) : '–'} | ${paced(result) ? `${fixed(paced(result)!.p50)} / ${fixed(paced(result)!.p99)} ms` : '–'} | ${fixed(median(result.todays.map((run) => run.rps)))} | ${fixed(median(result.todays.map((run) => run.p50)))} / ${fixed(median(result.todays.map((run) => run.p99)))} ms |`;
  });
  return [
    `| database | listening (fresh) | peak RSS at ready | peak RSS, whole run | RSS at the end | RSS after ${IDLE_S} s quiet | visits req/s (${LEARNERS[0]}, no think time) | p50 / p99 (${LEARNERS[0]}, think time) | today req/s | today p50 / p99 |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

async function main() {
  const jwtSecret = randomBytes(32).toString('hex');
  // What `npm start` runs: the bundle (decision 008) and the embedded database template (decision 021),
  // built fresh from the source.
  for (const script of ['apps/api/scripts/build.ts', 'apps/api/scripts/pglite-template.ts'])
    execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' });
  const results: DatabaseResult[] = [];
  for (const kind of DATABASES) results.push(await runDatabase(kind, jwtSecret));
  const report = [
    summaryTable(results),
    '',
    ...results.flatMap((result) => [databaseReport(result), '']),
    `Server: \`node ${[...(process.env.SERVER_NODE_FLAGS?.split(' ') ?? startFlags()), BUNDLE].join(' ')}\`, PostgreSQL pool of ${POOL_SIZE}.`,
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average at end ${os
      .loadavg()
      .map((load) => fixed(load, 1))
      .join(' ')}, Node ${process.version}.`,
  ].join('\n');
  console.log(report);
  console.log(JSON.stringify(results, null, 2));
}

await main();
