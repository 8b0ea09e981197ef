import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzTarget, runFuzz, type FuzzTarget } from './support/fuzz-runner';

/**
 * Property-based fuzzing of every operation in the OpenAPI document (and hidden /api routes), with
 * and without valid tokens: malformed, oversized, wrongly typed, missing and hostile input. The full
 * run (10,000+ requests) is `npx tsx bench/fuzz.ts`; this one keeps `npm test` under a minute.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS_PER_OPERATION ?? 8);
// A fixed seed keeps `npm test` reproducible; bench/fuzz.ts draws a new one each run.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

let target: FuzzTarget;
beforeAll(async () => {
  target = await createFuzzTarget();
}, 120_000);
afterAll(async () => target.close());

describe('fuzzing every endpoint', () => {
  it('never answers 5xx, and a rejected request changes no table', async () => {
    const report = await runFuzz(target, { runsPerOperation: RUNS_PER_OPERATION, seed: SEED });
    expect(report.failures, report.failures.join('\n\n')).toEqual([]);
    expect(report.requests).toBeGreaterThanOrEqual(RUNS_PER_OPERATION * report.operations);
    expect(report.rejectedChecked).toBeGreaterThan(report.requests / 2);
    expect(report.prototypePolluted).toBe(false);
  }, 180_000);

  it('leaves the learners able to use their accounts', async () => {
    const me = await target.t.app.inject({ method: 'GET', url: '/api/auth/', headers: target.owner.auth });
    expect(me.statusCode).toBe(200);
  });
});
