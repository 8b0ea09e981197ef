import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function PaymentRoute() {
  return <PlaceholderPage title="Unlock Premium Learning" />;
}
