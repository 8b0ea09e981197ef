import type { CurriculumTrack } from '@pathwise/contract';
import { CONTENT_ROOT } from './content-root';
import { loadMarkdownTracks } from './load-markdown';

/**
 * Where the curated tracks come from in dev and tests: the Markdown folders, read at start. The production
 * build swaps this module for ./source-bundled (see scripts/build.ts), which reads dist/content.json.
 */
export function loadTracks(): CurriculumTrack[] {
  return loadMarkdownTracks(CONTENT_ROOT);
}
