import { saveLearningPlan, STORAGE_KEYS } from '@/lib/storage';
import type { GeneratedPlan } from '../api/generate-learning-plan';

/** SPEC §3: the generated plan is kept in the browser under 'learningPlan'. */
export function storePlan(plan: GeneratedPlan): void {
  // Storage can be full or disabled (write() ignores that); the server keeps the plan anyway.
  saveLearningPlan(plan);
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
