import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoginRequired } from '@/components/access/login-required';
import { useIsSignedIn } from '@/lib/session';
import { useReminderSettings } from '../hooks/use-reminder-settings';
import { REMINDER_SCREEN_MESSAGES } from '../utils/messages';
import { ReminderForm } from './reminder-form';
import { ReminderFormSkeleton } from './reminder-form-skeleton';

/** The reminder screen's states: logged out, loading, load failed (with a retry), the form. */
export function ReminderSettings() {
  const loggedIn = useIsSignedIn();
  const settings = useReminderSettings(loggedIn);

  // Reminders belong to an account: without a session there is nothing to show but the way in.
  if (!loggedIn)
    return (
      <LoginRequired tone="warning" title={REMINDER_SCREEN_MESSAGES.loginRequired}>
        Log in to choose when your daily email and WhatsApp reminders arrive.
      </LoginRequired>
    );
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
