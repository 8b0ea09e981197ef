/**
 * Browser storage keys are the spec's (SPEC §3): token, userId, learningPlan.
 * Logged in means userId is present. Every change is announced with a 'storage' event so that
 * components in this tab (which do not get the browser's own cross-tab event) re-read it.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  learningPlan: 'learningPlan',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy modes); treat it as empty.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session then lives only as long as the page.
  }
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function getUserId(): string | null {
  const userId = read(STORAGE_KEYS.userId);
  return userId === '' ? null : userId;
}

export function notifyStorageChange(): void {
  window.dispatchEvent(new Event('storage'));
}

export function saveSession(session: { token: string; userId: string }): void {
  write(STORAGE_KEYS.token, session.token);
  write(STORAGE_KEYS.userId, session.userId);
  notifyStorageChange();
}

/**
 * SPEC §3's cached plan ('learningPlan'): the current plan as the server last gave it; null forgets it.
 * Change Plan writes the new plan, a resume from "Your plans" the resumed one.
 */
export function saveLearningPlan(plan: unknown): void {
  write(STORAGE_KEYS.learningPlan, plan === null ? null : JSON.stringify(plan));
}

/**
 * Keys the app wrote for this user besides the session: the tutor's history per day
 * (`{userId}-{YYYY-MM-DD}`), the guided lesson's steps and quiz grades (`lessonSteps_…` and
 * `lessonQuiz_{userId}-{YYYY-MM-DD}`) and the chatbot's (`chatHistory_{userId}`). All carry the user id.
 */
function userKeys(userId: string): string[] {
  try {
    return Object.keys(window.localStorage).filter((key) => key.includes(userId));
  } catch {
    return [];
  }
}

/** Ends the session and forgets everything stored for the user, so the next person sees none of it. */
export function clearSession(): void {
  const userId = getUserId();
  if (userId) for (const key of userKeys(userId)) write(key, null);
  write(STORAGE_KEYS.token, null);
  write(STORAGE_KEYS.userId, null);
  write(STORAGE_KEYS.learningPlan, null);
  notifyStorageChange();
}

/**
 * Change Plan: the tutor's chat belongs to the plan it was about, so the tutor histories this browser
 * keeps for the user (`{userId}-{YYYY-MM-DD}`) go; the chatbot's conversation stays.
 */
export function forgetTutorHistory(userId: string): void {
  const tutorKey = /^(.+)-\d{4}-\d{2}-\d{2}$/;
  for (const key of userKeys(userId)) if (tutorKey.exec(key)?.[1] === userId) write(key, null);
}
