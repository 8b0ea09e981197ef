import { courseTopicResponse, meResponse } from '@pathwise/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ReminderPrefill {
  userName: string;
  email: string;
  phone: string;
  courseTopic: string;
}

const account = meResponse.pick({ name: true, email: true, phone_no: true });

/**
 * What a learner without saved preferences starts from: their account (GET /auth/) and their plan's
 * topic (GET /AI/learning-plan/today). Only a convenience, so a failure of either leaves those
 * fields empty instead of blocking the form.
 */
export async function getReminderPrefill(): Promise<ReminderPrefill> {
  const [me, topic] = await Promise.allSettled([
    api.get('/auth/', account),
    api.get('/AI/learning-plan/today', courseTopicResponse),
  ]);
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
  queryFn: getReminderPrefill,
});
