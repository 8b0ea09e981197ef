import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { product } from '@/config/product';
import { ApiError } from '@/lib/api-client';
import { useIsSignedIn } from '@/lib/session';
import { useReceipt } from '../api/get-receipt';
import { PAYMENT_MESSAGES } from '../utils/messages';
import { LoginRequired } from './login-required';
import { PaymentReceipt } from './payment-receipt';
import { PremiumFeatureList } from './premium-feature-list';

function ReceiptSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">Loading your receipt...</span>
      {Array.from({ length: 5 }, (_unused, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

const paymentLink = (
  <Link to={paths.app.payment.getHref()} className={buttonStyles({ size: 'sm' })}>
    Go to payment
  </Link>
);

/** The heading (and the tab's title) says what the learner is looking at: a receipt, or why not. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <h1 className="mb-6 text-title text-ink">{title}</h1>
      {children}
    </>
  );
}

/** /payment-success: a real receipt of the learner's payment, what it unlocked, and the way on. */
export function ReceiptScreen() {
  const signedIn = useIsSignedIn();
  const receipt = useReceipt(signedIn);

  if (!signedIn)
    return (
      <Titled title="Your receipt">
        <LoginRequired />
      </Titled>
    );
  if (receipt.isPending)
    return (
      <Titled title="Your receipt">
        <ReceiptSkeleton />
      </Titled>
    );
  if (receipt.isError) {
    const none = receipt.error instanceof ApiError && receipt.error.status === 404;
    return none ? (
      <Titled title="No payment yet">
        <Alert tone="info" title={PAYMENT_MESSAGES.noReceipt} action={paymentLink}>
          {`Premium is unlocked by a one-time payment of ${product.price} on the payment page.`}
        </Alert>
      </Titled>
    ) : (
      <Titled title="Your receipt">
        <Alert
          tone="danger"
          title={PAYMENT_MESSAGES.receiptFailed}
          action={
            <Button
              variant="secondary"
              size="sm"
              loading={receipt.isFetching}
              onClick={() => {
                void receipt.refetch();
              }}
            >
              Retry
            </Button>
          }
        />
      </Titled>
    );
  }

  return (
    <Titled title="Payment Successful">
      <div className="space-y-6">
        <Alert tone="success" title="Premium is unlocked for life.">
          Thank you! Your payment went through and everything below is yours to keep.
        </Alert>
        <Card padding="lg">
          <CardTitle>Receipt</CardTitle>
          <div className="mt-4">
            <PaymentReceipt receipt={receipt.data} />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3 print:hidden"
              onClick={() => {
                window.print();
              }}
            >
              Print receipt
            </Button>
          </div>
        </Card>
        <Card padding="lg">
          <CardTitle>What you unlocked</CardTitle>
          <PremiumFeatureList compact className="mt-4" />
        </Card>
        <Link
          to={paths.app.tutor.getHref()}
          className={buttonStyles({
            size: 'lg',
            fullWidth: true,
            className: 'shadow-brand sm:w-auto print:hidden',
          })}
        >
          Go to my tutor
          <ArrowRightIcon className="size-5" />
        </Link>
      </div>
    </Titled>
  );
}
