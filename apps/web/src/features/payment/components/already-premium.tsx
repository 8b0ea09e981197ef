import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PAYMENT_MESSAGES } from '../utils/messages';

export function AlreadyPremium() {
  return (
    <Alert tone="success" title={PAYMENT_MESSAGES.alreadyPremium}>
      <p>Everything Premium unlocks is yours for life. There is nothing more to pay.</p>
      <div className="flex flex-wrap gap-2 pt-2">
        <Link to={paths.app.tutor.getHref()} className={buttonStyles({ size: 'sm' })}>
          Go to my tutor
        </Link>
        <Link
          to={paths.app.paymentSuccess.getHref()}
          className={buttonStyles({ size: 'sm', variant: 'secondary' })}
        >
          View receipt
        </Link>
      </div>
    </Alert>
  );
}
