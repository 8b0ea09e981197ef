import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function ProfileRoute() {
  return <PlaceholderPage title="Profile" />;
}
