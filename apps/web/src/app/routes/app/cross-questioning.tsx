import { PageContainer } from '@/components/layout/page-container';
import { CrossQuestioning } from '@/features/cross-questioning/components/cross-questioning';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function CrossQuestioningRoute() {
  useDocumentTitle('Cross Questioning');
  return (
    <PageContainer width="prose" className="py-8 sm:py-10">
      <h1 className="text-title text-ink">Cross Questioning</h1>
      <p className="mt-2 mb-6 text-ink-muted">
        Explain what you learned in your own words: you get questions on a topic, then feedback and a score
        for each answer.
      </p>
      <CrossQuestioning />
    </PageContainer>
  );
}
