import { operations } from '@pathwise/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /dailyreminder: the saved preferences (null before the first save) and the next reminder. */
export function getReminderPreferences() {
  return call(operations.reminders.get, {});
}

export const reminderPreferencesQueryKey = ['reminders', 'preferences'] as const;

export const reminderPreferencesQueryOptions = queryOptions({
  queryKey: reminderPreferencesQueryKey,
  queryFn: getReminderPreferences,
  // A save elsewhere (another tab, an unsubscribe link) must show on the next visit.
  staleTime: 0,
});
