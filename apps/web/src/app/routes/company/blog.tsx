import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function BlogRoute() {
  return <PlaceholderPage title="Blog" />;
}
