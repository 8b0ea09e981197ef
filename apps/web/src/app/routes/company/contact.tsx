import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function ContactRoute() {
  return <PlaceholderPage title="Contact Us" />;
}
