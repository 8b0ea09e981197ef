import { fileURLToPath } from 'node:url';

/** apps/api/content/tracks: one folder per curated track (read from source in dev and tests, and by the build). */
export const CONTENT_ROOT = fileURLToPath(new URL('../../../../content/tracks', import.meta.url));
