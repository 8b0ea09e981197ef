/**
 * Full property-based fuzz of the API (the `npm test` suite runs the same properties at a smaller
 * count): every operation of the OpenAPI document plus hidden /api routes, malformed, oversized,
 * wrongly typed, missing and hostile input, with and without valid tokens. Fails on any 5xx, any
 * table changed by a rejected request, or a polluted Object.prototype.
 *
 *   npx tsx bench/fuzz.ts                        (from the repository root; ≥ 10,000 requests)
 *   FUZZ_TOTAL=20000 FUZZ_SEED=42 npx tsx bench/fuzz.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx bench/fuzz.ts   (on PostgreSQL)
 */
import os from 'node:os';
import { createFuzzTarget, runFuzz } from '../apps/api/test/quality/support/fuzz-runner';

const TOTAL = Number(process.env.FUZZ_TOTAL ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 1_000_000;

async function main() {
  const target = await createFuzzTarget();
  try {
    const runsPerOperation = Math.ceil(TOTAL / target.operations.length);
    console.error(
      `${target.operations.length} operations × ${runsPerOperation} runs, seed ${SEED}, database ${target.t.database.kind}`,
    );
    const report = await runFuzz(target, {
      runsPerOperation,
      seed: SEED,
      log: (line) => console.error(line),
    });
    const statuses = Object.entries(report.statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      [
        `| operations | requests | rejected requests checked for DB changes | 5xx | DB changes by rejected requests | prototype polluted | duration |`,
        `| --- | --- | --- | --- | --- | --- | --- |`,
        `| ${report.operations} | ${report.requests} | ${report.rejectedChecked} | ${Object.entries(
          report.statuses,
        )
          .filter(([status]) => Number(status) >= 500)
          .reduce(
            (sum, [, count]) => sum + count,
            0,
          )} | ${report.failures.filter((failure) => failure.includes('changed')).length} | ${report.prototypePolluted ? 'yes' : 'no'} | ${(report.durationMs / 1000).toFixed(0)} s |`,
        '',
        `Statuses: ${statuses}.`,
        `Seed ${SEED}; database ${target.t.database.kind}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}.`,
      ].join('\n'),
    );
    if (report.failures.length > 0) {
      console.log(`\nFAILURES (${report.failures.length}):\n\n${report.failures.join('\n\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await target.close();
  }
}

await main();
