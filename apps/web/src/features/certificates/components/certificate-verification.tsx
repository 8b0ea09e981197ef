import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useCertificate } from '../api/get-certificate';
import { CertificateCallout } from './certificate-callout';
import { CertificateNotFound } from './certificate-not-found';
import { CertificateRecordCard, CertificateRecordSkeleton } from './certificate-record';

/** The public verification page's content for /certificates/{id}. */
export function CertificateVerification({ id }: { id: string }) {
  const certificate = useCertificate(id);
  const notFound = certificate.error instanceof ApiError && certificate.error.status === 404;
  useDocumentTitle(
    certificate.data
      ? `${certificate.data.testOnly ? 'Test certificate' : 'Certificate'} ${certificate.data.id}`
      : notFound
        ? 'Certificate not found'
        : 'Verify certificate',
  );

  if (certificate.isPending) return <CertificateRecordSkeleton />;
  if (notFound) return <CertificateNotFound id={id} />;
  if (certificate.isError)
    return (
      <>
        <h1 className="sr-only">Verify certificate</h1>
        <Alert
          tone="danger"
          title="We couldn't check this certificate right now."
          action={
            <Button
              size="sm"
              variant="secondary"
              loading={certificate.isFetching}
              onClick={() => {
                void certificate.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      </>
    );
  return (
    <div className="space-y-6">
      <CertificateRecordCard certificate={certificate.data} />
      <CertificateCallout />
    </div>
  );
}
