import { operations } from '@pathwise/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fetchMe } from '@/lib/session-queries';

export interface ReminderPrefill {
  userName: string;
  email: string;
  phone: string;
  courseTopic: string;
}

/**
 * What a learner without saved preferences starts from: their account (GET /auth/) and their plan's
 * topic (GET /AI/learning-plan/today). Only a convenience, so a failure of either leaves those
 * fields empty instead of blocking the form.
 */
export async function getReminderPrefill(client: QueryClient): Promise<ReminderPrefill> {
  const [me, topic] = await Promise.allSettled([fetchMe(client), call(operations.plan.courseTopic, {})]);
  const user = me.status === 'fulfilled' ? me.value : null;
  return {
    userName: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone_no ?? '',
    courseTopic: (topic.status === 'fulfilled' ? topic.value.courseTopic : null) ?? '',
  };
}

export const reminderPrefillQueryOptions = queryOptions({
  queryKey: ['reminders', 'prefill'],
  queryFn: ({ client }) => getReminderPrefill(client),
});
