import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function AboutRoute() {
  return <PlaceholderPage title="About Us" />;
}
