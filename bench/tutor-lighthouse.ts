// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on /Tutor for a
// logged-in learner with a plan, served by the real server from the production build, in Debian's Chromium.
// The session is put in the browser's localStorage first (as after logging in), and Lighthouse is told to keep
// storage, so it measures today's lesson, not the log-in redirect.
// Run from the repository root after building:
//   npm run build && npx tsx bench/tutor-lighthouse.ts [--runs 3]
// Prints each run and the median. Exits with 1 when the median performance is under 0.9 (the learner's-day goal).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seedLearner } from './support/learner';
import { freePort, startServer } from './support/web-server';
import { median } from './support/stats';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const GOAL = 0.9;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-tutor-lighthouse-'));
  const server = await startServer(await freePort(), dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const runs: {
    performance: number;
    accessibility: number;
    fcp: number;
    lcp: number;
    tbt: number;
    cls: number;
    load: number;
  }[] = [];
  try {
    const learner = await seedLearner(server.base, 'lighthouse');
    // The session, stored in this Chrome's profile for the server's origin.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${server.base}/robots.txt`);
    await page.evaluate(({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    }, learner);
    await page.close();
    await browser.close();

    while (runs.length < RUNS) {
      const load = os.loadavg()[0] ?? 0;
      const result = await lighthouse(`${server.base}/Tutor`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError)
        throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message ?? 'no result'}`);
      if (!lhr.finalDisplayedUrl.endsWith('/Tutor'))
        throw new Error(`Measured ${lhr.finalDisplayedUrl}, not /Tutor: the session was not kept.`);
      const run = {
        performance: lhr.categories.performance?.score ?? 0,
        accessibility: lhr.categories.accessibility?.score ?? 0,
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        load,
      };
      runs.push(run);
      // Where the main thread's time went (Lighthouse's own breakdown), to see what blocks.
      const breakdown = lhr.audits['mainthread-work-breakdown']?.details as
        { items?: { groupLabel: string; duration: number }[] } | undefined;
      const bootup = lhr.audits['bootup-time']?.details as
        { items?: { url: string; scripting: number }[] } | undefined;
      console.log(
        `  main thread: ${(breakdown?.items ?? []).map((item) => `${item.groupLabel} ${item.duration.toFixed(0)} ms`).join(', ')}`,
      );
      console.log(
        `  scripting by file: ${(bootup?.items ?? [])
          .slice(0, 5)
          .map((item) => `${item.url.replace(/^.*\//, '')} ${item.scripting.toFixed(0)} ms`)
          .join(', ')}`,
      );
      const longTasks = lhr.audits['long-tasks']?.details as
        { items?: { url: string; startTime: number; duration: number }[] } | undefined;
      console.log(
        `  long tasks: ${(longTasks?.items ?? [])
          .map(
            (item) =>
              `${item.url.replace(/^.*\//, '')} at ${item.startTime.toFixed(0)} ms: ${item.duration.toFixed(0)} ms`,
          )
          .join(', ')}`,
      );
      console.log(
        `run ${String(runs.length)}: performance ${run.performance.toFixed(2)}, accessibility ${run.accessibility.toFixed(2)}, FCP ${(run.fcp / 1000).toFixed(2)} s, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, load ${load.toFixed(1)}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const performance = median(runs.map((run) => run.performance));
  console.log(
    `\nmedian of ${String(RUNS)}: performance ${performance.toFixed(2)}, accessibility ${median(runs.map((run) => run.accessibility)).toFixed(2)}, LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(2)} s, TBT ${median(runs.map((run) => run.tbt)).toFixed(0)} ms, CLS ${median(runs.map((run) => run.cls)).toFixed(3)}. Goal ${String(GOAL)}: ${performance >= GOAL ? 'met' : 'NOT met'}.`,
  );
  process.exitCode = performance >= GOAL ? 0 : 1;
}

await main();
