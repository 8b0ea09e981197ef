import { z } from 'zod';

/**
 * GET /auth/ai-usage: the learner's daily AI allowance (decision 019's token quota) as the server counts
 * it. With a provider configured the allowance is AI_DAILY_QUOTA tokens per learner per UTC day and
 * resets at 00:00 UTC; the offline engine has no allowance (limited false, the numbers null). `used` can
 * pass `allowance`: the check is made before a call, whose tokens are counted when it ends.
 */
export const aiUsageResponse = z.object({
  limited: z.boolean(),
  unit: z.literal('tokens'),
  allowance: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  /** When the allowance starts again (ISO 8601 instant, the next 00:00 UTC); null when not limited. */
  resetsAt: z.iso.datetime().nullable(),
});
export type AiUsageResponse = z.infer<typeof aiUsageResponse>;
