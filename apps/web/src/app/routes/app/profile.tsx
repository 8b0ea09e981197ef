import { PageContainer } from '@/components/layout/page-container';
import { AccountDataCard } from '@/features/account/components/account-data-card';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getToken } from '@/lib/storage';

export function ProfileRoute() {
  useDocumentTitle('Profile');
  return (
    <PageContainer width="prose" className="space-y-6">
      <h1 className="text-title text-ink">Profile</h1>
      <ProfileCard />
      {/* Download my data / Delete account: only meaningful for a logged-in learner. */}
      {getToken() && <AccountDataCard />}
    </PageContainer>
  );
}
