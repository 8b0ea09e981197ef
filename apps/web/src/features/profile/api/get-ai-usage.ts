import { operations } from '@pathwise/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const aiUsageQueryKey = ['auth', 'ai-usage'] as const;

/** GET /auth/ai-usage: the daily AI allowance when a provider is configured (not limited on the offline engine). */
export function useAiUsage() {
  return useQuery({
    queryKey: aiUsageQueryKey,
    queryFn: () => call(operations.auth.aiUsage, {}),
    staleTime: 60_000,
  });
}
