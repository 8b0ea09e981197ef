import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function CookiePolicyRoute() {
  return <PlaceholderPage title="Cookie Policy" />;
}
