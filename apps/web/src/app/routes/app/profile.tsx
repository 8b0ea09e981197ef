import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import { AccountDataCard } from '@/features/account/components/account-data-card';
import { ProgressMap } from '@/features/plan/components/day-map';
import { AiAllowanceCard } from '@/features/profile/components/ai-allowance-card';
import { MasteryCard } from '@/features/profile/components/mastery-card';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ReviewStatsCard } from '@/features/profile/components/review-stats-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getToken } from '@/lib/storage';
import { PlanFinish } from './plan-finish';

export function ProfileRoute() {
  useDocumentTitle('Profile');
  return (
    <PageContainer width="prose" className="space-y-6">
      <h1 className="text-title text-ink">Profile</h1>
      {getToken() && <PlanFinish />}
      <ProfileCard />
      <ProgressMap />
      {getToken() && <ReviewStatsCard />}
      {getToken() && <MasteryCard />}
      {getToken() && <AiAllowanceCard />}
      <p className="text-sm">
        <Link to={paths.app.roadmap.getHref()} className="font-semibold text-brand-700 underline">
          See your whole 30-day plan
        </Link>
      </p>
      {/* Download my data / Delete account: only meaningful for a logged-in learner. */}
      {getToken() && <AccountDataCard />}
    </PageContainer>
  );
}
