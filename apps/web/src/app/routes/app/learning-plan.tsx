import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function LearningPlanRoute() {
  return <PlaceholderPage title="Learning Plan" />;
}
