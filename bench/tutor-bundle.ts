// Measures the JavaScript a logged-in learner's browser needs before /Tutor is interactive: every script
// Chromium fetches from opening /Tutor until today's lesson shows its "Mark as Completed" button, served by the
// real server from the production build. Sizes are each file's gzip at level 9 (what the landing bench uses;
// the server sends the prebuilt .gz/.br files), so the figure does not depend on the browser's encoding.
// Run from the repository root after building the web app:
//   npm run build -w @pathwise/web && npx tsx bench/tutor-bundle.ts
// Exits with 1 when the total is over the budget.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { kB } from './landing-bundle';
import { seedLearner } from './support/learner';
import { freePort, startServer } from './support/web-server';

/** The target: JavaScript before /Tutor is interactive, gzip, kB (1000 bytes). */
export const TUTOR_JS_BUDGET_KB = 130;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-tutor-bundle-'));
  const server = await startServer(await freePort(), dataDir);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const learner = await seedLearner(server.base, 'bundle');
    const page = await browser.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url()).pathname;
      void response.body().then(
        (body) => scripts.set(url, body),
        () => undefined,
      );
    });
    // A fresh tab with the session already stored, as after logging in and coming back.
    await page.addInitScript(({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    }, learner);
    await page.goto(`${server.base}/Tutor`);
    await page.getByRole('button', { name: 'Mark as Completed' }).waitFor({ timeout: 30_000 });
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? ''),
    );
    // Let in-flight bodies resolve.
    await page.waitForTimeout(200);
    const rows = [
      ...[...scripts].map(([file, body]) => ({
        file,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
      ...inline.map((code, index) => {
        const body = Buffer.from(code);
        return {
          file: `inline script ${String(index + 1)}`,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      }),
    ].sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
      raw: 0,
      gzip: 0,
    });
    console.log('| script | raw | gzip |\n| --- | --- | --- |');
    for (const row of rows) console.log(`| ${row.file} | ${kB(row.raw)} | ${kB(row.gzip)} |`);
    console.log(`| **total before /Tutor is interactive** | **${kB(total.raw)}** | **${kB(total.gzip)}** |`);
    const over = total.gzip / 1000 > TUTOR_JS_BUDGET_KB;
    console.log(
      `\nBudget ${String(TUTOR_JS_BUDGET_KB)} kB gzip: ${over ? 'OVER' : 'met'} (${kB(total.gzip)} kB). Node ${process.version}, ${String(os.cpus().length)} cores.`,
    );
    process.exitCode = over ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
