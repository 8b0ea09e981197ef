import { experienceLevels, type ExperienceLevel } from '@pathwise/contract';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import {
  planErrorMessage,
  useGenerateLearningPlan,
  type GeneratePlanInput,
} from '../api/generate-learning-plan';
import { useRoadmap } from '../api/get-roadmap';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { PLAN_MESSAGES } from '../utils/messages';
import { readStoredGoal } from '../utils/stored-plan';
import { GeneratingStatus } from './generating-status';
import { PlanCoverageNote } from './plan-coverage-note';
import { PlanOverview } from './plan-overview';
import { PlanReady } from './plan-ready';
import { ReplacePlanDialog, type CurrentPlan } from './replace-plan-dialog';

/** SPEC §2 Learning plan: goal (upper case), fixed 30-day duration, level, Generate Plan. */
export function LearningPlanForm() {
  const [goal, setGoal] = useState('');
  const [experience, setExperience] = useState<ExperienceLevel>('Beginner');
  const [goalError, setGoalError] = useState<string | null>(null);
  const [storedGoal] = useState(readStoredGoal);
  // The server's active plan (another device may have made it); this browser's stored goal until it answers.
  const roadmap = useRoadmap();
  const noServerPlan = roadmap.error instanceof ApiError && roadmap.error.status === 404;
  const current: CurrentPlan | null = roadmap.data
    ? {
        goal: roadmap.data.plan.goal,
        completed: roadmap.data.completedDays.length,
        duration: roadmap.data.plan.duration,
      }
    : storedGoal && !noServerPlan
      ? { goal: storedGoal, completed: null, duration: 30 }
      : null;
  const currentGoal = current?.goal ?? storedGoal;
  /** The plan waiting for the learner to confirm that it replaces the current one. */
  const [pending, setPending] = useState<GeneratePlanInput | null>(null);
  const goalRef = useRef<HTMLInputElement>(null);
  const caret = useRef<[number | null, number | null] | null>(null);
  const generate = useGenerateLearningPlan();
  useLeaveWarning(generate.isPending);

  // Upper-casing rewrites the value; put the caret back where the learner was typing.
  useLayoutEffect(() => {
    const input = goalRef.current;
    if (!input || !caret.current || document.activeElement !== input) return;
    input.setSelectionRange(...caret.current);
    caret.current = null;
  }, [goal]);

  const onGoalChange = (event: ChangeEvent<HTMLInputElement>) => {
    caret.current = [event.target.selectionStart, event.target.selectionEnd];
    setGoal(event.target.value.toUpperCase());
    if (goalError) setGoalError(null);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generate.isPending) return;
    if (!goal.trim()) {
      setGoalError(PLAN_MESSAGES.goalRequired);
      goalRef.current?.focus();
      return;
    }
    const input = { goal: goal.trim(), experience };
    if (current) setPending(input);
    else generate.mutate(input);
  };

  if (generate.isSuccess) {
    const { coverage } = generate.data;
    return (
      <div className="space-y-8">
        <PlanReady
          message={generate.data.goal ? `Your ${generate.data.goal} plan is ready!` : 'Your plan is ready!'}
          // A plan no curated course covers waits for the learner to read why and maybe switch.
          redirect={coverage.method !== 'study-method'}
        />
        <PlanCoverageNote
          coverage={coverage}
          switching={generate.isPending}
          onSwitch={(course) => {
            generate.mutate({ goal: course.title.toUpperCase(), experience });
          }}
        />
        <PlanOverview plan={generate.data.plan} />
      </div>
    );
  }

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field
          label="Learning goal"
          error={goalError}
          hint="For example: REACT, DATA SCIENCE or LAUNCH A SAAS."
        >
          {(control) => (
            <Input
              {...control}
              ref={goalRef}
              name="goal"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={200}
              value={goal}
              disabled={generate.isPending}
              onChange={onGoalChange}
            />
          )}
        </Field>
        <Field label="Duration">
          {(control) => (
            // Fixed by the product (SPEC §9): read-only, styled so it does not invite typing.
            <Input
              {...control}
              name="duration"
              readOnly
              value={PLAN_MESSAGES.duration}
              className="bg-surface-muted text-ink-muted"
            />
          )}
        </Field>
        <Field label="Experience level">
          {(control) => (
            <Select
              {...control}
              name="experience"
              value={experience}
              disabled={generate.isPending}
              onChange={(event) => {
                setExperience(event.target.value as ExperienceLevel);
              }}
            >
              {experienceLevels.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {currentGoal && !generate.isPending && (
          <p className="text-sm text-ink-muted">
            Your current plan is <span className="font-semibold text-ink">{currentGoal}</span>. A new plan
            takes its place; it stays in Your plans with its progress, to resume any time, and your streak is
            kept.
          </p>
        )}
        <Button
          type="submit"
          fullWidth
          size="lg"
          disabled={generate.isPending}
          aria-busy={generate.isPending || undefined}
        >
          Generate Plan
        </Button>
        {generate.isPending && <GeneratingStatus />}
        {generate.isError && <FormMessage tone="error">{planErrorMessage(generate.error)}</FormMessage>}
      </form>
      {current && pending && (
        <ReplacePlanDialog
          open
          current={current}
          newGoal={pending.goal}
          onCancel={() => {
            setPending(null);
          }}
          onConfirm={() => {
            setPending(null);
            generate.mutate(pending);
          }}
        />
      )}
    </Card>
  );
}
