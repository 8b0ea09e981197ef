import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function TutorRoute() {
  return <PlaceholderPage title="Tutor" />;
}
