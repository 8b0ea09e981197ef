import type { CurriculumTrack } from '@pathwise/contract';
import { CONTENT_ROOT, GENERIC_ROOT } from './content-root';
import { loadMarkdownTemplate, loadMarkdownTracks } from './load-markdown';

/**
 * Where the curated tracks come from in dev and tests: the Markdown folders, read at start. The production
 * build swaps this module for ./source-bundled (see scripts/build.ts), which reads dist/content.json.
 */
export function loadTracks(): CurriculumTrack[] {
  return loadMarkdownTracks(CONTENT_ROOT);
}

/** The generic plan's template (content/generic, `{goal}` not yet filled); dist/generic.json in the build. */
export function loadGenericTemplate(): CurriculumTrack {
  return loadMarkdownTemplate(GENERIC_ROOT);
}
