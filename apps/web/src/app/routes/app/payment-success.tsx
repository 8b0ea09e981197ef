import { PageContainer } from '@/components/layout/page-container';
import { ReceiptScreen } from '@/features/payment/components/receipt-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function PaymentSuccessRoute() {
  useDocumentTitle('Payment Successful');
  return (
    <PageContainer width="prose">
      <ReceiptScreen />
    </PageContainer>
  );
}
