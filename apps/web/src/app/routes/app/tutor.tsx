import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import {
  DownloadCertificateButton,
  TUTOR_CERTIFICATE_FAILED_MESSAGE,
} from '@/features/certificates/components/download-certificate-button';
import { ProgressMap } from '@/features/plan/components/day-map';
import { TutorScreen } from '@/features/tutor/components/tutor-screen';
import { TutorChat } from '@/features/conversation/components/tutor-chat';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PlanFinish } from './plan-finish';

export function TutorRoute() {
  useDocumentTitle('Tutor');
  return (
    <PageContainer className="py-8 sm:py-10">
      <TutorScreen
        // A learner who finished the plan sees the finish first, under the greeting and above the lesson.
        finish={<PlanFinish />}
        variant="tutor"
        certificateAction={
          <DownloadCertificateButton variant="secondary" failureMessage={TUTOR_CERTIFICATE_FAILED_MESSAGE} />
        }
        renderChat={(history) => <TutorChat history={history} />}
      />
      <ProgressMap className="mt-8" />
      <p className="mt-6 text-sm">
        <Link to={paths.app.roadmap.getHref()} className="font-semibold text-brand-700 underline">
          See your whole 30-day plan
        </Link>
      </p>
    </PageContainer>
  );
}
