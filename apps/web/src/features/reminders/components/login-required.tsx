import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { REMINDER_SCREEN_MESSAGES } from '../utils/messages';

/** Reminders belong to an account: without a session there is nothing to show but the way in. */
export function LoginRequired() {
  return (
    <Alert
      tone="warning"
      title={REMINDER_SCREEN_MESSAGES.loginRequired}
      action={
        <Link to={paths.auth.login.getHref()} className={buttonStyles({ size: 'sm' })}>
          Log In
        </Link>
      }
    >
      Log in to choose when your daily email and WhatsApp reminders arrive.
    </Alert>
  );
}
