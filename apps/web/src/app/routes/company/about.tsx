import { DocumentBody } from '@/features/legal/components/document-body';
import { StaticPage } from '@/features/legal/components/static-page';
import { about } from '@/features/legal/content/about';

export function AboutRoute() {
  return (
    <StaticPage title={about.title} description={about.description}>
      <DocumentBody document={about} />
    </StaticPage>
  );
}
