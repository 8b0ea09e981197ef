import type { CurriculumTrack } from '@pathwise/contract';
import { loadGenericTemplate, loadTracks } from './source';

export type Track = CurriculumTrack;

/**
 * The curated tracks, loaded once at start from apps/api/content/tracks (every folder there is a track). A
 * broken file stops start-up with a message naming it.
 */
export const tracks: readonly Track[] = loadTracks();

/**
 * The generic plan (apps/api/content/generic) with its `{goal}` placeholders unfilled, loaded at start the
 * same way; ../generic fills it in for a learner's goal.
 */
export const genericTemplate: Track = loadGenericTemplate();

const byId = new Map(tracks.map((entry) => [entry.id, entry]));

export function trackById(id: string): Track | undefined {
  return byId.get(id);
}
