import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUserId } from '@/lib/session';
import { getToken } from '@/lib/storage';
import { useReminderSettings } from '../hooks/use-reminder-settings';
import { REMINDER_SCREEN_MESSAGES } from '../utils/messages';
import { LoginRequired } from './login-required';
import { ReminderForm } from './reminder-form';
import { ReminderFormSkeleton } from './reminder-form-skeleton';

/** The reminder screen's states: logged out, loading, load failed (with a retry), the form. */
export function ReminderSettings() {
  const loggedIn = useUserId() !== null && getToken() !== null;
  const settings = useReminderSettings(loggedIn);

  if (!loggedIn) return <LoginRequired />;
  if (settings.status === 'loading') return <ReminderFormSkeleton />;
  if (settings.status === 'error') {
    return (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" loading={settings.retrying} onClick={settings.retry}>
            Try again
          </Button>
        }
      >
        {REMINDER_SCREEN_MESSAGES.loadFailed}
      </Alert>
    );
  }
  return (
    <ReminderForm
      initialValues={settings.initialValues}
      savedTimeZone={settings.savedTimeZone}
      next={settings.next}
      confirmation={settings.confirmation}
    />
  );
}
