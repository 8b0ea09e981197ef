import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

const PAYMENT_REQUIRED_TEXT = 'Your free trial has ended. Unlock Premium to keep learning.';

interface PaymentRequiredNoticeProps {
  /** The server's own reason (a 402's error field); the general sentence when it sent none. */
  message?: string | null;
  className?: string;
}

/** A call refused with 402: says why, keeps the learner's work on the page, and links to the payment screen. */
export function PaymentRequiredNotice({ message, className }: PaymentRequiredNoticeProps) {
  return (
    <Alert
      tone="warning"
      title={message || PAYMENT_REQUIRED_TEXT}
      className={className}
      action={
        <AppLink to={paths.app.payment.getHref()} className={buttonStyles({ size: 'sm' })}>
          Unlock Premium
        </AppLink>
      }
    />
  );
}
