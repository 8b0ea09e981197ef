import { operations } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { call } from '@/lib/api-client';
import { publicConfigQueryOptions } from '@/lib/public-config';

/** POST /dev/complete-plan: every day of the learner's active plan marked completed, one a day ending yesterday. */
export function completePlan() {
  return call(operations.dev.completePlan, { body: {} });
}

/** POST /dev/expire-trial: the learner's free trial ended a day ago. */
export function expireTrial() {
  return call(operations.dev.expireTrial, {});
}

/** The server's HTML list of sent mails and WhatsApp messages, next to the API (not under /api). */
export const outboxHref = `${env.API_URL.replace(/\/api$/, '')}/dev/outbox`;

/**
 * A shortcut changes progress, access and certificates at once, so every screen's data is fetched
 * again (the public configuration only changes with a deploy).
 */
export function useDevToolAction(action: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const configKey = publicConfigQueryOptions.queryKey[0];
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== configKey }),
  });
}
