import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function PrivacyPolicyRoute() {
  return <PlaceholderPage title="Privacy Policy" />;
}
