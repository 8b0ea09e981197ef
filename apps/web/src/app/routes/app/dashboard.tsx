import { PageContainer } from '@/components/layout/page-container';
import {
  DownloadCertificateButton,
  TUTOR_CERTIFICATE_FAILED_MESSAGE,
} from '@/features/certificates/components/download-certificate-button';
import { TutorScreen } from '@/features/tutor/components/tutor-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PlanFinish } from './plan-finish';

/** The dashboard variant of the tutor screen: the quiz and a chatbot hint instead of the chat. */
export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  return (
    <PageContainer width="prose" className="py-8 sm:py-10">
      <TutorScreen
        // A learner who finished the plan sees the finish first, under the greeting and above the lesson.
        finish={<PlanFinish />}
        variant="dashboard"
        certificateAction={
          <DownloadCertificateButton variant="secondary" failureMessage={TUTOR_CERTIFICATE_FAILED_MESSAGE} />
        }
      />
    </PageContainer>
  );
}
