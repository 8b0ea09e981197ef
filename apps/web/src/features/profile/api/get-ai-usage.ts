import { aiUsageResponse } from '@pathwise/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const aiUsageQueryKey = ['auth', 'ai-usage'] as const;

/** GET /auth/ai-usage: the daily AI allowance when a provider is configured (not limited on the offline engine). */
export function useAiUsage() {
  return useQuery({
    queryKey: aiUsageQueryKey,
    queryFn: () => api.get('/auth/ai-usage', aiUsageResponse),
    staleTime: 60_000,
  });
}
