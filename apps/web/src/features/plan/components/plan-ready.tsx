import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { useCountdown } from '../hooks/use-countdown';
import { REDIRECT_SECONDS } from '../utils/messages';

/**
 * SPEC §4 "success": the plan is shown and the learner goes to /Tutor after 5 seconds. Without
 * `redirect` (a study-method plan, whose note the learner must be able to read) they go when they choose.
 */
export function PlanReady({ message, redirect = true }: { message: string; redirect?: boolean }) {
  const tutor = paths.app.tutor.getHref();
  useDelayedNavigate(redirect, tutor, REDIRECT_SECONDS * 1000);
  const left = useCountdown(redirect, REDIRECT_SECONDS);
  return (
    <Alert
      tone="success"
      title={message}
      action={
        <Link to={tutor} className={buttonStyles({ size: 'sm' })}>
          Go to Tutor now
        </Link>
      }
    >
      {redirect ? (
        <span aria-live="off" className="tabular-nums">
          {`Taking you to today's lesson in ${String(left)} ${left === 1 ? 'second' : 'seconds'}...`}
        </span>
      ) : (
        <span>Read how this plan was made below, then start when you are ready.</span>
      )}
    </Alert>
  );
}
