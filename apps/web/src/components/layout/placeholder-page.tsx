import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageContainer } from './page-container';

/** A screen that exists (route, title, landmark) but whose content is still to be built. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <PageContainer width="prose">
      <h1 className="text-title text-ink">{title}</h1>
      <p className="mt-3 text-ink-muted">Coming soon</p>
    </PageContainer>
  );
}
