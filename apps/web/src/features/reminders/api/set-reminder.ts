import { operations, type GetReminderResponse, type SetReminderRequest } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { reminderPreferencesQueryKey } from './get-reminder-preferences';

/** POST /dailyreminder/set-reminder: saves (replaces) the preferences; answers with the next reminder. */
export function setReminder(input: SetReminderRequest) {
  return call(operations.reminders.set, { body: input });
}

export function useSetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminder,
    onSuccess: ({ preferences, nextReminderAt, confirmation }) => {
      // The server's answer is the saved state: coming back to the screen shows it without a refetch.
      queryClient.setQueryData<GetReminderResponse>(reminderPreferencesQueryKey, {
        preferences,
        nextReminderAt,
        confirmation,
      });
    },
  });
}
