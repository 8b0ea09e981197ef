import { PageContainer } from '@/components/layout/page-container';
import { useRoadmap } from '@/features/plan/api/get-roadmap';
import { LearningPlanForm } from '@/features/plan/components/learning-plan-form';
import { PlanHistory } from '@/features/plan-history/components/plan-history';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function LearningPlanRoute() {
  useDocumentTitle('Learning Plan');
  // The form asks for the same query: one request. With a current plan, the plans Change Plan set aside are
  // shown where the plan is changed, so resuming one is in reach instead of a new plan.
  const roadmap = useRoadmap();
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
      {roadmap.data && <PlanHistory />}
    </PageContainer>
  );
}
