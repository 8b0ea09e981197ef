import { STUDY_CALENDAR_FILE_NAME, operations } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /dailyreminder/calendar.ics → the saved reminder time as a daily event, saved as an .ics file. */
export async function downloadStudyCalendar(): Promise<void> {
  const file = await download(
    operations.reminders.calendar,
    {},
    { headers: { Accept: 'text/calendar, application/json' } },
  );
  saveFile(file, STUDY_CALENDAR_FILE_NAME);
}

export function useDownloadStudyCalendar() {
  return useMutation({ mutationFn: downloadStudyCalendar });
}
