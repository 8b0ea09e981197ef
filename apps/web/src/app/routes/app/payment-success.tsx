import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function PaymentSuccessRoute() {
  return <PlaceholderPage title="Payment Successful" />;
}
