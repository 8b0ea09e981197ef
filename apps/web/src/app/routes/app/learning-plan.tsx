import { PageContainer } from '@/components/layout/page-container';
import { LearningPlanForm } from '@/features/plan/components/learning-plan-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function LearningPlanRoute() {
  useDocumentTitle('Learning Plan');
  return (
    <PageContainer width="prose" className="space-y-6">
      <div>
        <h1 className="text-title text-ink">Learning Plan</h1>
        <p className="mt-2 text-ink-muted">
          Tell us what you want to learn and your level. You get a 30-day plan: one lesson a day, each with a
          quiz, a project step and an exercise.
        </p>
      </div>
      <LearningPlanForm />
    </PageContainer>
  );
}
