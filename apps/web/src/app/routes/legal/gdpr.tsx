import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function GdprRoute() {
  return <PlaceholderPage title="GDPR Compliance" />;
}
