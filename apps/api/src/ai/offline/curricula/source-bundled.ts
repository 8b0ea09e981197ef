import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { curriculumTrack, type CurriculumTrack } from '@pathwise/contract';
import { z } from 'zod';

/**
 * A data file written by scripts/build.ts next to dist/offline-worker.mjs, which this module is bundled
 * into (or in dist/chunks/ when more than one entry loads it).
 */
const bundled = (name: string) =>
  fileURLToPath(new URL(/\/chunks\/[^/]*$/.test(import.meta.url) ? `../${name}` : name, import.meta.url));

/** dist/content.json: the curated tracks. */
export const BUNDLED_CONTENT = bundled('content.json');
/** dist/generic.json: the generic plan's template. */
const BUNDLED_GENERIC = bundled('generic.json');

/** Reads a data file of the build and checks it against the contract. */
function readChecked<T>(file: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${file} is invalid (rebuild with npm run build):\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/** The production source of the curated tracks: data, checked against the contract once at start. */
export function loadTracks(): CurriculumTrack[] {
  return readChecked(BUNDLED_CONTENT, z.array(curriculumTrack));
}

/** The production source of the generic plan's template (`{goal}` not yet filled). */
export function loadGenericTemplate(): CurriculumTrack {
  return readChecked(BUNDLED_GENERIC, curriculumTrack);
}
