import { fileURLToPath } from 'node:url';

/** apps/api/content/tracks: one folder per curated track (read from source in dev and tests, and by the build). */
export const CONTENT_ROOT = fileURLToPath(new URL('../../../../content/tracks', import.meta.url));

/**
 * apps/api/content/generic: the study-method plan for a goal no curated track covers, a track folder whose
 * text holds the `{goal}` placeholder (filled by ../generic).
 */
export const GENERIC_ROOT = fileURLToPath(new URL('../../../../content/generic', import.meta.url));
