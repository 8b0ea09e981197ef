// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on the landing
// page, served by the real server from the production build, in Debian's Chromium.
// Run from the repository root after building the web app:
//   npm run build -w @pathwise/web && npx tsx bench/lighthouse.ts [--runs 5]
// Prints the median of the runs and writes it into docs/benchmarks.md under "## Landing page Lighthouse".
// Exits with 1 when performance or accessibility is under 0.95.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { webDist } from './landing-bundle';
import { freePort, startServer } from './support/web-server';
import { median } from './support/stats';

const root = path.resolve(import.meta.dirname, '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const THRESHOLD = 0.95;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  scriptKb: number;
  totalKb: number;
  benchmarkIndex: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summarise(lhr: Lhr): Run {
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const transfer = (type: string) =>
    (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1000;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    scriptKb: transfer('script'),
    totalKb: transfer('total'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const loadAverages = (averages: number[]) => averages.map((value) => value.toFixed(1)).join(', ');

async function main() {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('Build the web app first: npm run build -w @pathwise/web');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-lighthouse-'));
  const server = await startServer(await freePort(), dataDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const runs: (Run & { load: number })[] = [];
  const loadBefore = os.loadavg();
  try {
    // One warm-up load so the first measured run does not pay for the server's cold start.
    await fetch(`${server.base}/`);
    let failures = 0;
    while (runs.length < RUNS) {
      const load = os.loadavg()[0] ?? 0;
      const result = await lighthouse(`${server.base}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error('Lighthouse returned no result.');
      // A run whose trace Lighthouse could not read (NO_NAVSTART, ...) has no scores: it is run again, not
      // counted as 0.
      const failure = result.lhr.runtimeError;
      if (failure) {
        failures += 1;
        console.warn(`Lighthouse failed (${failure.code}); running it again.`);
        if (failures > RUNS)
          throw new Error(`Lighthouse failed ${String(failures)} times: ${failure.message}`);
        continue;
      }
      const run = { ...summarise(result.lhr), load };
      runs.push(run);
      console.log(
        `run ${String(runs.length)}: performance ${run.performance.toFixed(2)}, accessibility ${run.accessibility.toFixed(2)}, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, load ${load.toFixed(1)}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const m = (key: keyof Run) => median(runs.map((run) => run[key]));
  const lines = [
    '## Landing page Lighthouse',
    '',
    `Lighthouse ${String(readVersion())}, mobile preset (emulated Moto G Power, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s,`,
    '4x CPU slowdown) on `/` (the prerendered landing page), served by the real server (`apps/api/src/server.ts`, development mode, fresh PGlite) from the',
    `production build, in Debian's Chromium with \`${chromeFlags.join(' ')}\`. Median of ${String(RUNS)} runs.`,
    '',
    '| performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | JS transferred | total transferred |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${m('performance').toFixed(2)} | ${m('accessibility').toFixed(2)} | ${m('bestPractices').toFixed(2)} | ${m('seo').toFixed(2)} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${(m('si') / 1000).toFixed(2)} s | ${m('scriptKb').toFixed(1)} kB | ${m('totalKb').toFixed(1)} kB |`,
    '',
    `The machine's load during the runs: load averages (1, 5, 15 min) ${loadAverages(loadBefore)} at the start, ${loadAverages(os.loadavg())} at the end`,
    `(other engineers' builds and tests share the 2 cores); Lighthouse's CPU benchmark index (median) ${m('benchmarkIndex').toFixed(0)}.`,
    'The simulation multiplies the CPU time it observes by 4, so a busy host inflates TBT and, through it, the score.',
    '',
    `Performance per run (1-minute load average as it started): ${runs.map((run) => `${run.performance.toFixed(2)} (${run.load.toFixed(1)})`).join(', ')}.`,
    `Accessibility per run: ${runs.map((run) => run.accessibility.toFixed(2)).join(', ')}.`,
    '',
    'Command: `npm run build -w @pathwise/web && npx tsx bench/lighthouse.ts` (from the repository root). Machine:',
    `${String(os.cpus().length)} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}; run on ${new Date().toISOString().slice(0, 10)}.`,
  ];
  console.log(`\n${lines.join('\n')}`);
  writeSection(lines);
  if (m('performance') < THRESHOLD || m('accessibility') < THRESHOLD) {
    console.error(
      `\nBelow ${String(THRESHOLD)}: performance ${m('performance').toFixed(2)}, accessibility ${m('accessibility').toFixed(2)}.`,
    );
    process.exitCode = 1;
  }
}

function readVersion(): string {
  const file = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Replaces this benchmark's section of docs/benchmarks.md, leaving the others as they are. */
function writeSection(lines: string[]) {
  const docs = path.join(root, 'docs/benchmarks.md');
  const current = existsSync(docs) ? readFileSync(docs, 'utf8') : '# Benchmarks\n';
  const heading = lines[0] ?? '';
  const start = current.indexOf(`${heading}\n`);
  const section = `${lines.join('\n')}\n`;
  if (start === -1) {
    writeFileSync(docs, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const end = current.indexOf('\n## ', start + heading.length);
  writeFileSync(docs, current.slice(0, start) + section + (end === -1 ? '' : current.slice(end)));
}

await main();
