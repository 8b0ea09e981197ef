import { PageContainer } from '@/components/layout/page-container';
import {
  DownloadCertificateButton,
  TUTOR_CERTIFICATE_FAILED_MESSAGE,
} from '@/features/certificates/components/download-certificate-button';
import { TutorScreen } from '@/features/tutor/components/tutor-screen';
import { TutorChat } from '@/features/tutor-chat/components/tutor-chat';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function TutorRoute() {
  useDocumentTitle('Tutor');
  return (
    <PageContainer className="py-8 sm:py-10">
      <TutorScreen
        variant="tutor"
        certificateAction={
          <DownloadCertificateButton variant="secondary" failureMessage={TUTOR_CERTIFICATE_FAILED_MESSAGE} />
        }
        renderChat={(history) => <TutorChat history={history} />}
      />
    </PageContainer>
  );
}
