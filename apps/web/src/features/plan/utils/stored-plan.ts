import { STORAGE_KEYS } from '@/lib/storage';
import type { GeneratedPlan } from '../api/generate-learning-plan';

/** SPEC §3: the generated plan is kept in the browser under 'learningPlan'. */
export function storePlan(plan: GeneratedPlan): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.learningPlan, JSON.stringify(plan));
  } catch {
    // Storage can be full or disabled; the server keeps the plan anyway.
  }
}

/** The goal of the plan stored in this browser, if any (shown before Change Plan replaces it). */
export function readStoredGoal(): string | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.learningPlan);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { goal?: unknown } | null;
    return typeof parsed?.goal === 'string' && parsed.goal.trim() ? parsed.goal : null;
  } catch {
    return null;
  }
}
