import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { trialEndedText } from '@/lib/access';

/** What a trial learner keeps using for free, and what needs Premium. */
export const LOCKED_SCREENS_TEXT = 'The tutor, the chatbot and cross-questioning need Premium now.';

interface LockedNoticeProps {
  /** When the trial ended; the sentence leaves the date out when unknown. */
  trialEndsAt: string | null;
  /** Off on /payment itself, where the purchase is right there. */
  withPurchaseLink?: boolean;
  className?: string;
}

/** Why a screen is locked (the free trial ended) and the way on: the one-time purchase. */
export function LockedNotice({ trialEndsAt, withPurchaseLink = true, className }: LockedNoticeProps) {
  return (
    <Alert
      tone="warning"
      title={trialEndedText(trialEndsAt)}
      className={className}
      action={
        withPurchaseLink ? (
          <AppLink to={paths.app.payment.getHref()} className={buttonStyles({ size: 'sm' })}>
            {`Get lifetime access for ${product.price}`}
          </AppLink>
        ) : undefined
      }
    >
      <p>{`${LOCKED_SCREENS_TEXT} Your plan and progress are kept.`}</p>
    </Alert>
  );
}
