import type { CertificateRecord } from '@pathwise/contract';

/** LinkedIn's "Add licence or certification" form, filled in with the certificate. */
export function linkedInAddUrl(record: CertificateRecord, courseTitle: string): string {
  const issued = new Date(record.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: courseTitle,
    organizationName: 'Pathwise',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: record.verificationUrl,
    certId: record.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
