import { z } from 'zod';

/** Values the browser may know; never a secret. */
export const publicConfigResponse = z.object({
  googleClientId: z.string().nullable(),
  paymentProvider: z.enum(['razorpay', 'sandbox']),
  razorpayKeyId: z.string().nullable(),
  appUrl: z.string(),
  governingLaw: z.string(),
  blogLinks: z.array(z.object({ title: z.string(), url: z.string() })),
  contactEmail: z.string(),
  devOutbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;

export const publicStatsResponse = z.object({
  plansStartedLastHour: z.number().int(),
  learners: z.number().int(),
});
export type PublicStats = z.infer<typeof publicStatsResponse>;

export const healthResponse = z.object({ status: z.literal('ok') });
/** The process is alive but cannot serve until it restarts (its embedded database stopped after a failed write). */
export const healthStoppedResponse = z.object({ status: z.literal('stopped'), error: z.string() });
export const readyResponse = z.object({ ready: z.boolean(), database: z.boolean() });
