import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useIsSignedIn, useUserId } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useCheckout } from '../hooks/use-checkout';
import { PAYMENT_MESSAGES } from '../utils/messages';
import { AlreadyPremium } from './already-premium';
import { LoginRequired } from './login-required';
import { PremiumFeatureList } from './premium-feature-list';
import { PurchaseCard } from './purchase-card';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import { StatusSkeleton } from './status-skeleton';

/**
 * SPEC §2/§4 Payment: checking → already premium, or Subscribe → checkout → verify → /payment-success.
 * The Tutor's redirect toast ('Redirecting to payment page...') is the Tutor's; this screen adds none.
 */
export function PaymentScreen() {
  const storedUserId = useUserId();
  const userId = useIsSignedIn() ? storedUserId : null;
  const status = useSubscriptionStatus(userId);
  const checkout = useCheckout(userId);

  useEffect(() => {
    if (!userId) toast.error(PAYMENT_MESSAGES.loginRequired, { id: 'payment-login-required' });
  }, [userId]);

  const isPremium = status.data?.isActive === true;

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:items-start">
      <Card padding="lg" className="md:order-2">
        <CardTitle as="h2" className="sr-only">
          Your plan
        </CardTitle>
        {!userId ? (
          <LoginRequired />
        ) : status.isPending ? (
          <StatusSkeleton />
        ) : isPremium ? (
          <AlreadyPremium />
        ) : (
          <div className="space-y-4">
            {status.isError && (
              <Alert
                tone="warning"
                title={PAYMENT_MESSAGES.statusFailed}
                action={
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={status.isFetching}
                    onClick={() => {
                      void status.refetch();
                    }}
                  >
                    Retry
                  </Button>
                }
              />
            )}
            <PurchaseCard
              busy={checkout.busy}
              busyText={checkout.phase === 'verifying' ? 'Verifying payment...' : 'Starting checkout...'}
              error={checkout.error}
              onSubscribe={() => {
                void checkout.start();
              }}
            />
          </div>
        )}
      </Card>
      <Card padding="lg" className="md:order-1">
        <CardTitle>What Premium unlocks</CardTitle>
        <PremiumFeatureList className="mt-5" />
      </Card>
      <SandboxCheckoutDialog
        order={checkout.sandboxOrder}
        phase={checkout.phase}
        onPay={(outcome) => {
          void checkout.paySandbox(outcome);
        }}
        onCancel={checkout.cancel}
      />
    </div>
  );
}
