import { PageContainer } from '@/components/layout/page-container';
import { ReceiptScreen } from '@/features/payment/components/receipt-screen';

/** The receipt screen sets the title itself: 'Payment Successful' once the receipt is loaded. */
export function PaymentSuccessRoute() {
  return (
    <PageContainer width="prose">
      <ReceiptScreen />
    </PageContainer>
  );
}
