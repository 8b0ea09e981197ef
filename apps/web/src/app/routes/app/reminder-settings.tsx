import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function ReminderSettingsRoute() {
  return <PlaceholderPage title="Stay Committed with Reminders" />;
}
