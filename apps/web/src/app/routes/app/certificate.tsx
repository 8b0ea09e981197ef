import { useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { CertificateVerification } from '@/features/certificates/components/certificate-verification';

/** /certificates/:id, public: the record behind a certificate's id, QR code and link. */
export function CertificateRoute() {
  const { id = '' } = useParams();
  return (
    <PageContainer width="prose">
      {/* Keyed by id so a new id starts from a fresh state. */}
      <CertificateVerification key={id} id={id} />
    </PageContainer>
  );
}
