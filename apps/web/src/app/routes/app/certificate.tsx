import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function CertificateRoute() {
  return <PlaceholderPage title="Certificate" />;
}
