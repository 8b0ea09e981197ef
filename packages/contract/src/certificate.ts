import { z } from 'zod';
import { nonBlank } from './common';

/** POST /certificate/generate-certificate: the name printed on the certificate. */
export const generateCertificateRequest = z.object({
  name: nonBlank('Name is required.', 100),
});
export type GenerateCertificateRequest = z.infer<typeof generateCertificateRequest>;

/** The public record behind a certificate id (GET /certificates/{id}); nothing private. */
export const certificateRecord = z.object({
  id: z.string(),
  name: z.string(),
  course: z.string(),
  level: z.string(),
  /** The learner's local calendar dates, YYYY-MM-DD. */
  startedOn: z.string(),
  completedOn: z.string(),
  daysCompleted: z.number().int(),
  issuedAt: z.iso.datetime(),
  verificationUrl: z.string(),
  /** Present and true for a test certificate (days finished with the developer tools): not a valid credential. */
  testOnly: z.literal(true).optional(),
});
export type CertificateRecord = z.infer<typeof certificateRecord>;

/** What the verification page and the learner's own record say about a test certificate. */
export const TEST_CERTIFICATE_NOTICE =
  'This certificate was made with developer tools for testing. It is not a valid credential.';

export const certificateParams = z.object({ id: z.string().min(1).max(64) });

/** The file name SPEC fixes for the download. */
export const CERTIFICATE_FILE_NAME = 'certificate.pdf';
