import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { curriculumTrack, type CurriculumTrack } from '@pathwise/contract';
import { z } from 'zod';

/**
 * dist/content.json, written by scripts/build.ts next to dist/offline-worker.mjs, which this module is
 * bundled into (or in dist/chunks/ when more than one entry loads it).
 */
export const BUNDLED_CONTENT = fileURLToPath(
  new URL(/\/chunks\/[^/]*$/.test(import.meta.url) ? '../content.json' : 'content.json', import.meta.url),
);

/** The production source of the curated tracks: data, checked against the contract once at start. */
export function loadTracks(): CurriculumTrack[] {
  const result = z.array(curriculumTrack).safeParse(JSON.parse(readFileSync(BUNDLED_CONTENT, 'utf8')));
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(
      `${BUNDLED_CONTENT} is invalid (rebuild with npm run build):\n  ${problems.join('\n  ')}`,
    );
  }
  return result.data;
}
