import { STUDY_CALENDAR_MESSAGES } from '@pathwise/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDownloadStudyCalendar } from '../api/download-study-calendar';

/** "Add to calendar": the saved reminder time as a daily 30-minute event, downloaded as an .ics file. */
export function AddToCalendar() {
  const download = useDownloadStudyCalendar();
  const noteId = useId();
  return (
    <section aria-label="Add to calendar" className="space-y-3 border-t border-line pt-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={noteId} className="text-sm text-ink-muted">
          Block your study time: a 30-minute slot every day at your saved reminder time, in your calendar app.
        </p>
        <Button
          variant="secondary"
          className="w-full shrink-0 sm:w-auto"
          aria-describedby={noteId}
          loading={download.isPending}
          loadingText="Preparing..."
          onClick={() => {
            download.mutate(undefined, {
              onSuccess: () => {
                toast.success(STUDY_CALENDAR_MESSAGES.downloaded);
              },
            });
          }}
        >
          Add to calendar
        </Button>
      </div>
      {download.isError && (
        <FormMessage tone="error">
          {getErrorMessage(download.error, STUDY_CALENDAR_MESSAGES.downloadFailed)}
        </FormMessage>
      )}
    </section>
  );
}
