import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function TermsOfServiceRoute() {
  return <PlaceholderPage title="Terms of Service" />;
}
