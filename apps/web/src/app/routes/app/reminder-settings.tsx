import { PageContainer } from '@/components/layout/page-container';
import { ReminderSettings } from '@/features/reminders/components/reminder-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ReminderSettingsRoute() {
  useDocumentTitle('Stay Committed with Reminders');
  return (
    <PageContainer width="prose" className="space-y-6">
      <div>
        <h1 className="text-title text-ink sm:text-display">Stay Committed with Reminders</h1>
        <p className="mt-3 text-lg text-ink-muted">
          A daily nudge by email and WhatsApp, at the time that suits you, keeps your streak alive.
        </p>
      </div>
      <ReminderSettings />
    </PageContainer>
  );
}
