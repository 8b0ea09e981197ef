import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../../src/ai/offline/curricula/content-root';
import { trackFolders } from '../../src/ai/offline/curricula/read-track';
import { validateTracks, type TrackReport } from '../../scripts/content/validate';

/**
 * The same validation as `npx tsx apps/api/scripts/check-content.ts`, on every track folder: a track with
 * an error fails `npm test`. Warnings are README rules the older tracks do not all meet yet.
 */
const folders = trackFolders(CONTENT_ROOT);
let reports: TrackReport[] = [];

beforeAll(async () => {
  reports = await validateTracks(CONTENT_ROOT, folders);
}, 300_000);

describe('curriculum content', () => {
  it('has track folders', () => {
    expect(folders.length).toBeGreaterThanOrEqual(12);
  });

  it.each(folders.map((folder) => folder.split('/').at(-1)!))('%s passes check-content', (id) => {
    const report = reports.find((entry) => entry.id === id);
    const errors = (report?.issues ?? [])
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.file}${issue.line ? `:${issue.line}` : ''} ${issue.message}`);
    expect(report?.lessons).toBe(34);
    expect(errors).toEqual([]);
  });
});
