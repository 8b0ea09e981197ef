import { PageContainer } from '@/components/layout/page-container';
import { AssistantChat } from '@/features/conversation/components/assistant-chat';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ChatRoute() {
  useDocumentTitle('AI Learning Assistant');
  return (
    <PageContainer width="prose" className="py-8 sm:py-10">
      <h1 className="text-title text-ink">AI Learning Assistant</h1>
      <p className="mt-2 mb-6 text-ink-muted">
        Your assistant knows your goal and your plan. Ask about a concept, your next lessons or how to study.
      </p>
      <AssistantChat />
    </PageContainer>
  );
}
