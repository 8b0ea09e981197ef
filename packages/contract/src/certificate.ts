import { z } from 'zod';
import { nonBlank } from './common';

export const generateCertificateRequest = z.object({
  name: nonBlank('Name is required.', 100),
});

export const certificateRecord = z.object({
  id: z.string(),
  name: z.string(),
  course: z.string(),
  level: z.string(),
  startedOn: z.string(),
  completedOn: z.string(),
  daysCompleted: z.number().int(),
  issuedAt: z.iso.datetime(),
  verificationUrl: z.string(),
});
export type CertificateRecord = z.infer<typeof certificateRecord>;

export const certificateParams = z.object({ id: z.string().min(1).max(64) });
