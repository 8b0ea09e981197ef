import { LockedNotice } from '@/components/access/locked-notice';
import { PageContainer } from '@/components/layout/page-container';
import { product } from '@/config/product';
import { PaymentScreen } from '@/features/payment/components/payment-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { accessState, useAccessStatus } from '@/lib/access';

export function PaymentRoute() {
  useDocumentTitle('Unlock Premium Learning');
  const access = useAccessStatus();
  return (
    <PageContainer>
      <div className="mb-8 max-w-2xl">
        <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">Premium Plan</p>
        <h1 className="mt-2 text-title text-ink sm:text-display">Unlock Premium Learning</h1>
        <p className="mt-3 text-lg text-ink-muted">
          {`One payment of ${product.price} keeps your tutor, assistant, reminders and certificates for life.`}
        </p>
      </div>
      {/* Arriving here because the trial ended (from log-in or the Tutor): say so. */}
      {access && accessState(access) === 'locked' && (
        <LockedNotice trialEndsAt={access.trialEndsAt} withPurchaseLink={false} className="mb-6 max-w-2xl" />
      )}
      <PaymentScreen />
    </PageContainer>
  );
}
