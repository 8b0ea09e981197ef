/** SPEC §9: completed days divided by total, as a rounded percent; 0 without a plan. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}

/** Up to two initials from the learner's name (SPEC §2), e.g. "Asha Verma" → "AV". */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '')
    .slice(0, 2)
    .join('');
  return letters.toUpperCase() || '?';
}

export const PROFILE_MESSAGES = {
  noToken: 'No authentication token found. Please log in.',
  loadFailed: 'Failed to load profile or progress data. Please try again.',
} as const;
