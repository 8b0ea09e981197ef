import { ApiError } from '@/lib/api-client';

/**
 * Today's lesson as last loaded, kept per learner so the installed app can show it offline (decision 026).
 * The key carries the user id, so logging out forgets it with the learner's other keys (lib/storage.ts).
 */
export const offlineLessonKey = (userId: string) => `todayLesson_${userId}`;

export const OFFLINE_LESSON_NOTICE = 'You are offline — showing the lesson as last loaded.';

/** No answer at all (the browser is offline or the server unreachable): not a status the server chose. */
export const isNetworkError = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

export function saveOfflineLesson(userId: string, body: unknown): void {
  try {
    window.localStorage.setItem(offlineLessonKey(userId), JSON.stringify(body));
  } catch {
    // Storage full or unavailable: the lesson is simply not kept for offline use.
  }
}

/** The stored answer, unparsed; null when there is none. */
export function readOfflineLesson(userId: string): unknown {
  try {
    const raw = window.localStorage.getItem(offlineLessonKey(userId));
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}
