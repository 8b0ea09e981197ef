import { LoginRequired as SessionNeeded } from '@/components/access/login-required';
import { PAYMENT_MESSAGES } from '../utils/messages';

/** SPEC §5: payment needs a logged-in learner. */
export function LoginRequired() {
  return (
    <SessionNeeded tone="danger" title={PAYMENT_MESSAGES.loginRequired}>
      Log in to your account to unlock Premium.
    </SessionNeeded>
  );
}
