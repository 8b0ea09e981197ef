import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function ChatRoute() {
  return <PlaceholderPage title="AI Learning Assistant" />;
}
