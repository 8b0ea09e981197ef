import path from 'node:path';
import type { CurriculumTrack } from '@pathwise/contract';
import { readTrackFolder, trackFolders, type ContentProblem, type TrackReading } from './read-track';

const where = (problem: ContentProblem) => `${problem.file}${problem.line ? `:${problem.line}` : ''}`;

/** Thrown when a track folder does not load; the message names every broken file. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/**
 * Every track folder under `root`, assembled and checked against the contract's schemas. The dev server,
 * the tests and the build (which writes the result as dist/content.json) all read the Markdown through this.
 */
export function loadMarkdownTracks(root: string): CurriculumTrack[] {
  return loadFolders(
    root,
    trackFolders(root).map((folder) => readTrackFolder(folder)),
  );
}

/**
 * The generic plan's folder (content/generic), read and checked like a curated track's, with its `{goal}`
 * placeholders unfilled.
 */
export function loadMarkdownTemplate(folder: string): CurriculumTrack {
  const [track] = loadFolders(path.dirname(folder), [readTrackFolder(folder, { template: true })]);
  if (!track) throw new ContentError(`${folder} holds no track`);
  return track;
}

function loadFolders(root: string, readings: TrackReading[]): CurriculumTrack[] {
  const errors = readings.flatMap((reading) =>
    reading.problems.filter((problem) => problem.severity === 'error'),
  );
  if (errors.length > 0) {
    const shown = errors.slice(0, 20).map((problem) => `  ${where(problem)}  ${problem.message}`);
    const more = errors.length > shown.length ? [`  … and ${errors.length - shown.length} more`] : [];
    throw new ContentError(
      `Curriculum content in ${root} is invalid (npx tsx apps/api/scripts/check-content.ts lists everything):\n${[...shown, ...more].join('\n')}`,
    );
  }
  return readings.flatMap((reading) => (reading.track ? [reading.track] : []));
}
