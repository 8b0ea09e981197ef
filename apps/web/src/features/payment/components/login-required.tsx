import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PAYMENT_MESSAGES } from '../utils/messages';

/** SPEC §5: payment needs a logged-in learner. */
export function LoginRequired() {
  return (
    <Alert
      tone="danger"
      title={PAYMENT_MESSAGES.loginRequired}
      action={
        <Link to={paths.auth.login.getHref()} className={buttonStyles({ size: 'sm' })}>
          Log In
        </Link>
      }
    >
      Log in to your account to unlock Premium.
    </Alert>
  );
}
