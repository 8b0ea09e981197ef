import { PageContainer } from '@/components/layout/page-container';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ProfileRoute() {
  useDocumentTitle('Profile');
  return (
    <PageContainer width="prose" className="space-y-6">
      <h1 className="text-title text-ink">Profile</h1>
      <ProfileCard />
    </PageContainer>
  );
}
