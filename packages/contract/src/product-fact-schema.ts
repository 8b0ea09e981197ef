import { z } from 'zod';

/** The shape of one product knowledge-base entry (product-facts.ts), checked by the contract's tests. */
export const productFact = z.strictObject({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  suggestion: z.string().min(5).endsWith('?').optional(),
  keywords: z.array(z.string().trim().min(2)).min(1),
  landingKeywords: z.array(z.string().trim().min(2)).optional(),
  answer: z.string().min(40).max(900),
});

export const productFactList = z
  .array(productFact)
  .refine((facts) => new Set(facts.map((fact) => fact.id)).size === facts.length, {
    message: 'Every product fact needs its own id.',
  });
