import { TEST_CERTIFICATE_NOTICE, type CertificateRecord } from '@pathwise/contract';
import { Card } from '@/components/ui/card';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCalendarDate, formatInstantDate } from '../utils/format';

/**
 * The record as issued, so anyone can compare a PDF against it. Nothing private is in it. A test
 * certificate (developer tools) shows the same record, marked as a test and never as verified.
 */
export function CertificateRecordCard({ certificate }: { certificate: CertificateRecord }) {
  const facts: Array<[string, string]> = [
    ['Level', certificate.level],
    ['Started', formatCalendarDate(certificate.startedOn)],
    ['Completed', formatCalendarDate(certificate.completedOn)],
    ['Days completed', String(certificate.daysCompleted)],
    ['Certificate ID', certificate.id],
    ['Issued', formatInstantDate(certificate.issuedAt)],
  ];
  return (
    <Card padding="lg" className="overflow-hidden">
      {certificate.testOnly ? (
        <>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-warning-50 px-3 py-1 text-sm font-semibold text-warning-700 ring-1 ring-warning-200">
            <AlertCircleIcon className="size-4" />
            Test certificate: not verified
          </p>
          <p data-testid="test-certificate-notice" className="mt-3 text-sm text-ink-muted">
            {TEST_CERTIFICATE_NOTICE}
          </p>
        </>
      ) : (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-700 ring-1 ring-success-200">
          <CheckCircleIcon className="size-4" />
          Verified certificate
        </p>
      )}
      <p className="mt-5 text-sm font-medium tracking-wide text-ink-muted uppercase">
        Certificate of completion
      </p>
      <h1 className="mt-1 text-title break-words text-ink sm:text-display">{certificate.name}</h1>
      <p className="mt-3 text-ink-muted">completed every day of the Pathwise learning plan</p>
      <p className="mt-1 text-xl font-bold break-words text-brand-700">{certificate.course}</p>

      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-4 border-t border-line pt-6 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
            <dd className="mt-0.5 font-semibold break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>

      <p className="mt-6 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
        This is the record Pathwise keeps for this certificate. If a PDF or printed copy shows anything
        different, it has been altered. Verification link:{' '}
        <a
          href={certificate.verificationUrl}
          className="font-medium break-all text-brand-700 hover:underline"
        >
          {certificate.verificationUrl}
        </a>
      </p>
    </Card>
  );
}

/** Holds the record's place while it loads. */
export function CertificateRecordSkeleton() {
  return (
    <Card padding="lg" aria-busy="true">
      <span className="sr-only" role="status">
        Checking the certificate...
      </span>
      <Skeleton className="h-7 w-44 rounded-full" />
      <Skeleton className="mt-6 h-4 w-40" />
      <Skeleton className="mt-3 h-10 w-3/4" />
      <Skeleton className="mt-4 h-5 w-2/3" />
      <div className="mt-8 grid grid-cols-1 gap-4 border-t border-line pt-6 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_unused, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      </div>
    </Card>
  );
}
