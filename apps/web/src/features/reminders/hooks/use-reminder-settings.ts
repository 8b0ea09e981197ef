import type { ReminderConfirmation } from '@pathwise/contract';
import { useQuery } from '@tanstack/react-query';
import { reminderPrefillQueryOptions } from '../api/get-reminder-prefill';
import { reminderPreferencesQueryOptions } from '../api/get-reminder-preferences';
import type { ReminderFormValues } from '../utils/validate';

export interface NextReminder {
  at: string;
  timeZone: string | null;
}

export type ReminderSettingsState =
  | { status: 'loading' }
  | { status: 'error'; retrying: boolean; retry: () => void }
  | {
      status: 'ready';
      initialValues: ReminderFormValues;
      /** The zone the saved preferences were scheduled in; null before the first save. */
      savedTimeZone: string | null;
      next: NextReminder | null;
      /** Double opt-in: whether each saved address is confirmed by its owner; null before the first save. */
      confirmation: SavedConfirmation | null;
    };

export interface SavedConfirmation {
  status: ReminderConfirmation;
  /** The saved addresses the statuses are about (the fields may already hold new ones). */
  email: string;
  phone: string;
}

/**
 * The time a first reminder is set for until the learner picks another: 09:00 on the clock of the
 * learner's own time zone (the picker speaks the browser's zone, which the save sends along).
 */
const DEFAULT_REMINDER_TIME = '09:00';

/**
 * The form's starting point: the saved preferences, or, before the first save, the learner's
 * account details and plan topic.
 */
export function useReminderSettings(enabled: boolean): ReminderSettingsState {
  const saved = useQuery({ ...reminderPreferencesQueryOptions, enabled });
  const nothingSaved = saved.data !== undefined && saved.data.preferences === null;
  const prefill = useQuery({ ...reminderPrefillQueryOptions, enabled: enabled && nothingSaved });

  if (!saved.data) {
    if (!saved.isError) return { status: 'loading' };
    return {
      status: 'error',
      retrying: saved.isFetching,
      retry: () => {
        void saved.refetch();
      },
    };
  }

  const { preferences, nextReminderAt, confirmation } = saved.data;
  if (preferences) {
    const { email, phone, userName, courseTopic, reminderTime } = preferences;
    return {
      status: 'ready',
      initialValues: { email, phone, userName, courseTopic, reminderTime },
      savedTimeZone: preferences.timeZone,
      next: nextReminderAt ? { at: nextReminderAt, timeZone: preferences.timeZone } : null,
      confirmation: confirmation ? { status: confirmation, email, phone } : null,
    };
  }
  if (prefill.isPending) return { status: 'loading' };
  return {
    status: 'ready',
    initialValues: {
      reminderTime: DEFAULT_REMINDER_TIME,
      ...(prefill.data ?? { email: '', phone: '', userName: '', courseTopic: '' }),
    },
    savedTimeZone: null,
    next: null,
    confirmation: null,
  };
}
