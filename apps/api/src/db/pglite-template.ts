import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiRoot } from '../config/package-root';
import { migrationsFolder } from './client';

/**
 * A ready embedded database (initdb and the app's migrations) that a fresh DATA_DIR starts as a copy of
 * (decision 021). initdb in PGlite runs a second PostgreSQL in the same process and copies its whole
 * WebAssembly heap: ~800 MB of RSS, never given back. So it runs once, in a short-lived child process
 * (`npm run build` makes it; a server or test that finds none makes it then), and every fresh database
 * after that is a file copy. Migrations still run at every start, so a template older than the code is
 * only slower, never wrong; the stamp rebuilds it when PGlite or a migration file changes.
 */
export const templateRoot = path.join(apiRoot, 'dist', 'pglite-template');
const CHILD = path.join(apiRoot, 'src', 'db', 'pglite-create.ts');

/** What the template was made from: PGlite's version (its data folder format) and every migration file. */
export function templateStamp(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const pglite = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
  const hash = createHash('sha256').update(pglite);
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      )
      .sort();
  for (const file of files(migrationsFolder))
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  return `pglite ${pglite}, migrations ${hash.digest('hex').slice(0, 16)}`;
}

const readStamp = (root: string) => {
  try {
    return readFileSync(path.join(root, 'stamp'), 'utf8');
  } catch {
    return undefined;
  }
};

/** Creates an embedded database in `dir` in a child process, so its start-up memory leaves with it. */
export function createInChild(dir: string): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CHILD, dir], {
    cwd: apiRoot,
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(
      `Creating the embedded database in ${dir} failed: ${result.stderr || result.error?.message}`,
    );
}

/** The template's data folder, made first if missing or stale. Undefined when it cannot be written. */
export function ensureTemplate(): string | undefined {
  const stamp = templateStamp();
  if (readStamp(templateRoot) === stamp) return path.join(templateRoot, 'data');
  // Made beside it and renamed into place: two processes (test workers) may make one at once.
  const building = `${templateRoot}.${process.pid}.${Date.now()}`;
  try {
    mkdirSync(building, { recursive: true });
    createInChild(path.join(building, 'data'));
    writeFileSync(path.join(building, 'stamp'), stamp);
    if (existsSync(templateRoot)) {
      const stale = `${templateRoot}.stale.${process.pid}.${Date.now()}`;
      try {
        renameSync(templateRoot, stale);
        rmSync(stale, { recursive: true, force: true });
      } catch {
        // Another process replaced it first.
      }
    }
    try {
      renameSync(building, templateRoot);
    } catch {
      // Another process put its template in place first: ours is the same, drop it.
    }
  } catch {
    return undefined;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return readStamp(templateRoot) === stamp ? path.join(templateRoot, 'data') : undefined;
}

/** Fills an empty database folder: a copy of the template, or (template unwritable) its own child initdb. */
export function initialiseDataFolder(dir: string): void {
  const template = ensureTemplate();
  if (template) {
    try {
      cpSync(template, dir, { recursive: true, force: true });
      return;
    } catch {
      // The template vanished mid-copy (replaced by another process): make this one directly.
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    }
  }
  createInChild(dir);
}
