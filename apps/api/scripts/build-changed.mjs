/**
 * `npm start`'s build: the steps of `npm run build` (the web app, the server bundle, the embedded database
 * template), each run only when its inputs changed since it last ran here or its output is missing or was
 * rewritten since (decision 048). A step's inputs are hashed (path and content of every file); the hash and
 * the output's modification time are kept in node_modules/.cache/pathwise-build/, so `npm ci` starts afresh.
 * `npm run build` still builds everything (CI and the end-to-end tests use it).
 * Plain JavaScript run by `node`: loading tsx would cost about a second of CPU on every start.
 */
// @ts-check
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const stampDir = path.join(root, 'node_modules/.cache/pathwise-build');

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string[]} inputs Files and folders (from the repository root) whose content the output is made from.
 * @property {string[]} outputs Files the step writes on every run: present and unchanged since, they are its last output.
 * @property {string[]} command
 */
/** @typedef {{ inputs: string, outputs: Record<string, number> }} Stamp */

// Everything the installed packages hold is in the lock file; tests are never bundled.
const SHARED = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/src',
  'packages/contract/package.json',
];
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.tmp',
  '__tests__',
]);
/** @param {string} name */
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

// Under `npm start`, npm names its own entry script; run it with this Node.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

/** @type {Step[]} */
const steps = [
  {
    name: 'web',
    inputs: [...SHARED, 'apps/web'],
    outputs: ['apps/web/dist/index.html'],
    command: [...npm, 'run', 'build', '-w', '@pathwise/web'],
  },
  {
    name: 'api',
    inputs: [
      ...SHARED,
      'apps/api/src',
      'apps/api/content',
      'apps/api/scripts/build.ts',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
    ],
    outputs: [
      'apps/api/dist/server.mjs',
      'apps/api/dist/offline-worker.mjs',
      'apps/api/dist/content.json',
      'apps/api/dist/generic.json',
    ],
    command: [...npm, 'run', 'build', '-w', '@pathwise/api'],
  },
  {
    name: 'database template',
    inputs: [
      'package-lock.json',
      'apps/api/drizzle',
      'apps/api/src/db/pglite-create.ts',
      'apps/api/src/db/pglite-template.ts',
      'apps/api/scripts/pglite-template.ts',
    ],
    outputs: ['apps/api/dist/pglite-template/stamp'],
    command: [process.execPath, '--import', 'tsx', 'apps/api/scripts/pglite-template.ts'],
  },
];

/**
 * Every file under an input, skipping build output, installed packages and tests.
 * @param {string} relative
 * @returns {string[]}
 */
function files(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name) && !(entry.isFile() && isTest(entry.name)))
    .flatMap((entry) => files(path.join(relative, entry.name)));
}

/** @param {Step} step */
function inputHash(step) {
  const hash = createHash('sha256');
  for (const file of step.inputs.flatMap(files).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/**
 * The modification time of each output, or undefined when one is missing.
 * @param {Step} step
 */
const outputTimes = (step) => {
  /** @type {Record<string, number>} */
  const times = {};
  for (const output of step.outputs) {
    const full = path.join(root, output);
    if (!existsSync(full)) return undefined;
    times[output] = statSync(full).mtimeMs;
  }
  return times;
};

/**
 * @param {Step} step
 * @param {string} inputs
 * @param {string} file
 */
function upToDate(step, inputs, file) {
  /** @type {Stamp} */
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
  const times = outputTimes(step);
  return (
    stamp.inputs === inputs &&
    times !== undefined &&
    step.outputs.every((output) => stamp.outputs[output] === times[output])
  );
}

const started = performance.now();
mkdirSync(stampDir, { recursive: true });
for (const step of steps) {
  const file = path.join(stampDir, `${step.name.replaceAll(' ', '-')}.json`);
  const inputs = inputHash(step);
  if (upToDate(step, inputs, file)) {
    console.log(`build: ${step.name} unchanged, not rebuilt`);
    continue;
  }
  const [command = '', ...args] = step.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${step.name} failed (${result.error?.message ?? `exit ${result.status}`})`);
    process.exit(result.status || 1);
  }
  const outputs = outputTimes(step);
  if (!outputs) throw new Error(`build: ${step.name} wrote none of ${step.outputs.join(', ')}`);
  writeFileSync(file, JSON.stringify({ inputs, outputs }));
}
console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
