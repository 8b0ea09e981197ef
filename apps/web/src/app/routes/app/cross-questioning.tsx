import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function CrossQuestioningRoute() {
  return <PlaceholderPage title="Cross Questioning" />;
}
