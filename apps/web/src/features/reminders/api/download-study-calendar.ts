import { STUDY_CALENDAR_FILE_NAME } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /dailyreminder/calendar.ics → the saved reminder time as a daily event, saved as an .ics file. */
export async function downloadStudyCalendar(): Promise<void> {
  const file = (await apiRequest('/dailyreminder/calendar.ics', {
    headers: { Accept: 'text/calendar, application/json' },
    responseType: 'blob',
  })) as Blob;
  saveFile(file, STUDY_CALENDAR_FILE_NAME);
}

export function useDownloadStudyCalendar() {
  return useMutation({ mutationFn: downloadStudyCalendar });
}
