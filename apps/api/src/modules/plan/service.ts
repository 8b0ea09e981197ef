import type {
  ExperienceLevel,
  Lesson,
  PlanCoverage,
  PlanHistoryEntry,
  PlanOutline,
  RoadmapResponse,
} from '@pathwise/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AiGateway } from '../../ai/gateway';
import type { AiLogger } from '../../ai/provider-client';
import type { Database } from '../../db/client';
import { learningPlans, planLessons, users, type UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { describePlan } from './coverage';
import { planHistory, resumePlan, type ActivePlanChanged } from './history';
import { localDateOf } from '../../lib/local-date';
import {
  activePlanSummary,
  completionHistory,
  completionState,
  insertCompletion,
  loadActivePlan,
  loadPlan,
  loadSessionToday,
  loadToday,
  type PlanRecord,
  type SessionToday,
  type TodayRow,
} from './queries';
import { BackgroundTasks, SingleFlight } from '../../lib/single-flight';
import { progressOf, progressWithCalendarOf, type Progress, type ProgressWithCalendar } from './streak';
import { dayStartFor, decideCompletion, todayState } from './today';

export const PLAN_DURATION = 30;
export const NO_PLAN_MESSAGE = 'No learning plan found. Generate a plan to get started.';
/** A repeated Generate within this window with the same goal and level returns the same plan (double submit). */
const DUPLICATE_WINDOW_MS = 30_000;
/** A fallback lesson is tried with the provider again at most this often (a provider that is down is not hammered). */
const FALLBACK_RETRY_MS = 60_000;
const MAX_FALLBACK_TRIES = 10_000;

export interface GeneratedPlan {
  id: string;
  goal: string;
  experience: ExperienceLevel;
  duration: number;
  plan: PlanOutline;
  coverage: PlanCoverage;
}

export interface TodayLesson {
  day: number | null;
  lesson: Lesson | null;
  completed: boolean;
  error?: string;
}

/** The streak, its freezes and the active plan's completed days (streak.ts derives them). */
export type { Progress };

/** Plans, daily lessons and completions. HTTP-free: routes validate, call and reply. */
export class PlanService {
  private readonly generations = new SingleFlight<GeneratedPlan>();
  private readonly lessons = new SingleFlight<Lesson>();
  /** When each stored fallback lesson was last tried with the provider (plan:day → ms). */
  private readonly fallbackTries = new Map<string, number>();
  /** How long after a failed try a fallback lesson is tried with the provider again. */
  fallbackRetryMs = FALLBACK_RETRY_MS;
  readonly background: BackgroundTasks;

  constructor(
    private readonly db: Database,
    private readonly ai: AiGateway,
    private readonly log: AiLogger,
    /** Told, in the same transaction, when a new or resumed plan becomes active (the reminders follow its goal). */
    private readonly activePlanChanged: ActivePlanChanged,
  ) {
    this.background = new BackgroundTasks((error) =>
      this.log.warn({ err: String(error) }, 'background lesson generation failed'),
    );
  }

  /** Generates the outline, archives the previous plan and stores the new one; day 1 is prepared in the background. */
  generate(
    user: UserRow,
    input: { goal: string; experience: ExperienceLevel },
    now = new Date(),
  ): Promise<GeneratedPlan> {
    const goal = input.goal.trim().replace(/\s+/g, ' ');
    return this.generations.run(`${user.id}\n${goal.toLowerCase()}\n${input.experience}`, async () => {
      const recent = await this.recentDuplicate(user.id, goal, input.experience, now);
      if (recent) return recent;
      const outline = await this.ai.planOutline(user.id, {
        goal,
        level: input.experience,
        asOf: localDateOf(now, user.timeZone),
      });
      const plan = await this.db.transaction(async (tx) => {
        // Serialises Change Plan per learner across instances; the partial unique index is the backstop.
        await tx.execute(sql`select id from ${users} where ${users.id} = ${user.id} for update`);
        const duplicate = await this.recentDuplicate(user.id, goal, input.experience, now, tx);
        if (duplicate) return duplicate;
        await tx
          .update(learningPlans)
          .set({ status: 'archived', archivedAt: now })
          .where(and(eq(learningPlans.userId, user.id), eq(learningPlans.status, 'active')));
        const [created] = await tx
          .insert(learningPlans)
          .values({
            userId: user.id,
            goal,
            experience: input.experience,
            duration: PLAN_DURATION,
            tracks: outline.tracks,
            outline: outline.outline,
            sources: outline.sources,
            origin: outline.origin,
            createdAt: now,
          })
          .returning();
        if (!created) throw new Error('plan insert returned no row');
        await this.activePlanChanged(tx, user.id, goal, now);
        return this.answer(created, user.id);
      });
      this.prepare(plan.id, 1, user);
      return plan;
    });
  }

  private async recentDuplicate(
    userId: string,
    goal: string,
    experience: ExperienceLevel,
    now: Date,
    db: Pick<Database, 'select'> = this.db,
  ): Promise<GeneratedPlan | undefined> {
    const [plan] = await db
      .select()
      .from(learningPlans)
      .where(
        and(
          eq(learningPlans.userId, userId),
          eq(learningPlans.status, 'active'),
          eq(learningPlans.experience, experience),
          sql`lower(${learningPlans.goal}) = ${goal.toLowerCase()}`,
          gt(learningPlans.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
        ),
      );
    return plan ? this.answer(plan, userId) : undefined;
  }

  /** A stored plan as the API answers it: the outline and how the plan was made. */
  private async answer(plan: Omit<PlanRecord, 'userId' | 'sources'>, userId: string): Promise<GeneratedPlan> {
    return {
      id: plan.id,
      goal: plan.goal,
      experience: plan.experience,
      duration: plan.duration,
      plan: plan.outline,
      coverage: await describePlan(this.ai.engine, plan, userId),
    };
  }

  /** The whole active plan with what is done and today's day: the learner's roadmap. */
  async roadmap(user: Pick<UserRow, 'id' | 'timeZone'>, now = new Date()): Promise<RoadmapResponse> {
    const plan = await loadActivePlan(this.db, user.id);
    if (!plan) throw notFound(NO_PLAN_MESSAGE);
    const { history } = await completionState(this.db, user.id);
    const completions = history.filter((entry) => entry.active);
    const state = todayState(completions, plan.duration, localDateOf(now, user.timeZone), now);
    return {
      plan: await this.answer(plan, user.id),
      completedDays: completions.map((entry) => entry.day).sort((a, b) => a - b),
      today: state.finished ? null : state.day,
    };
  }

  /** The active plan with its outline: context for the tutor, assistant and cross-questions. */
  async activePlan(userId: string): Promise<PlanRecord | undefined> {
    return loadActivePlan(this.db, userId);
  }

  /** "Your plans": every plan of the learner, newest first, with its progress and certificate. */
  async history(userId: string): Promise<PlanHistoryEntry[]> {
    const rows = await planHistory(this.db, userId);
    return Promise.all(
      rows.map(async ({ tracks, origin, createdAt, archivedAt, ...row }) => {
        const coverage = await describePlan(this.ai.engine, { goal: row.goal, tracks, origin }, userId);
        return {
          ...row,
          courseTitle: coverage.method === 'curated' ? (coverage.courses[0]?.title ?? null) : null,
          createdAt: createdAt.toISOString(),
          archivedAt: archivedAt?.toISOString() ?? null,
        };
      }),
    );
  }

  /** Makes an archived plan the active one again (the current one is archived); its progress is intact. */
  async resume(user: Pick<UserRow, 'id' | 'timeZone'>, planId: string, now = new Date()) {
    const plan = await resumePlan(this.db, user.id, planId, this.activePlanChanged, now);
    const { history } = await completionState(this.db, user.id);
    const done = history.filter((entry) => entry.active).map((entry) => entry.day);
    const next = done.length === 0 ? 1 : Math.max(...done) + 1;
    if (next <= PLAN_DURATION) this.prepare(plan.id, next, user);
    return plan;
  }

  async hasPlan(userId: string): Promise<boolean> {
    return Boolean(await activePlanSummary(this.db, userId));
  }

  /**
   * What the today route reads in one statement: the session's user (token version), whether they hold
   * premium and today's plan row, shared by the calls that arrive together (loadSessionToday).
   */
  sessionToday(userId: string): Promise<SessionToday | undefined> {
    return loadSessionToday(this.db, userId);
  }

  /** DESIGN §4: the first uncompleted day, at most one new lesson per local calendar day. */
  async today(
    user: Pick<UserRow, 'id' | 'timeZone'>,
    now = new Date(),
    preloaded?: { row: TodayRow | undefined },
  ): Promise<TodayLesson> {
    // The today route loads the row in the same statement as the user (see loadSessionToday).
    const row = preloaded ? preloaded.row : await loadToday(this.db, user.id);
    if (!row) return { day: null, lesson: null, completed: false, error: NO_PLAN_MESSAGE };
    const state = todayState(row.completions, row.duration, localDateOf(now, user.timeZone), now);
    const stored = row.lessons.find((entry) => entry.day === state.day);
    const lesson = stored?.lesson ?? (await this.ensureLesson(row.id, state.day, user));
    // A fallback lesson is shown at once and written again with the provider in the background.
    if (stored?.fallback) this.prepare(row.id, state.day, user);
    const next = state.day + 1;
    const nextStored = row.lessons.find((entry) => entry.day === next);
    if (next <= row.duration && (!nextStored || nextStored.fallback)) this.prepare(row.id, next, user);
    return { day: state.day, lesson, completed: state.completed };
  }

  /**
   * Completes today's day only; completing it (or an earlier day) again is a no-op. One read (the active
   * plan with every completion of the learner) and one insert, no transaction held across round trips:
   * from any state the only day a completion can add is today's, so two concurrent completions pick the
   * same (plan, day) and the primary key keeps one (the other reads as already completed).
   */
  async complete(user: UserRow, day: number, now = new Date()): Promise<Progress & { message: string }> {
    const localDate = localDateOf(now, user.timeZone);
    const { plan, history } = await completionState(this.db, user.id);
    if (!plan) throw notFound(NO_PLAN_MESSAGE);
    const completions = history.filter((entry) => entry.active);
    const decision = decideCompletion(
      day,
      todayState(completions, plan.duration, localDate, now),
      plan.duration,
    );
    if (decision.kind === 'rejected') throw badRequest(decision.message);
    const changed =
      decision.kind === 'complete' &&
      (await insertCompletion(this.db, {
        planId: plan.id,
        userId: user.id,
        day,
        localDate,
        completedAt: now,
        // Decision 018: the next day unlocks no sooner than 20 hours after this one began.
        dayStartedAt: dayStartFor(localDate, user.timeZone, completions),
      }));
    // A completion that lost the race to a concurrent one reads the stored outcome again.
    const after = changed
      ? [...history, { day, localDate, active: true }]
      : decision.kind === 'complete'
        ? await completionHistory(this.db, user.id)
        : history;
    return {
      ...progressOf(after, localDate),
      message: changed ? 'Lesson marked as completed.' : 'This lesson is already completed.',
    };
  }

  async progress(user: UserRow, now = new Date()): Promise<ProgressWithCalendar> {
    return progressWithCalendarOf(await completionHistory(this.db, user.id), localDateOf(now, user.timeZone));
  }

  async duration(userId: string): Promise<number> {
    return (await activePlanSummary(this.db, userId))?.duration ?? 0;
  }

  async courseTopic(userId: string): Promise<string | null> {
    return (await activePlanSummary(this.db, userId))?.goal ?? null;
  }

  /**
   * Generates and stores a day's lesson once: single-flight in this process, insert-on-conflict across
   * instances. A stored fallback lesson (the provider had failed) is generated again, at most once per
   * `fallbackRetryMs` per day, and replaced only by a provider lesson; until then it is what is served.
   */
  ensureLesson(
    planId: string,
    day: number,
    user: Pick<UserRow, 'id' | 'timeZone'>,
    plan?: PlanRecord,
  ): Promise<Lesson> {
    return this.lessons.run(`${planId}:${day}`, async () => {
      const existing = await this.storedLesson(planId, day);
      if (existing && (!existing.fallback || !this.fallbackRetryDue(planId, day))) return existing.lesson;
      const record = plan ?? (await loadPlan(this.db, planId));
      if (!record) throw notFound(NO_PLAN_MESSAGE);
      const generated = await this.ai.lesson(user.id, {
        plan: record,
        day,
        asOf: localDateOf(new Date(), user.timeZone),
      });
      const values = { lesson: generated.lesson, origin: generated.origin, fallback: generated.fallback };
      if (!existing)
        await this.db
          .insert(planLessons)
          .values({ planId, day, ...values })
          .onConflictDoNothing();
      else if (!generated.fallback)
        // Only a fallback row is replaced: a provider lesson another instance stored first stays.
        await this.db
          .update(planLessons)
          .set({ ...values, createdAt: new Date() })
          .where(
            and(eq(planLessons.planId, planId), eq(planLessons.day, day), eq(planLessons.fallback, true)),
          );
      if (generated.fallback) this.fallbackTries.set(`${planId}:${day}`, Date.now());
      else this.fallbackTries.delete(`${planId}:${day}`);
      return (await this.storedLesson(planId, day))?.lesson ?? generated.lesson;
    });
  }

  /** Whether a stored fallback lesson may be tried with the provider again (not within fallbackRetryMs of the last try). */
  private fallbackRetryDue(planId: string, day: number): boolean {
    const key = `${planId}:${day}`;
    const last = this.fallbackTries.get(key);
    if (last !== undefined && Date.now() - last < this.fallbackRetryMs) return false;
    if (this.fallbackTries.size >= MAX_FALLBACK_TRIES) this.fallbackTries.clear();
    this.fallbackTries.set(key, Date.now());
    return true;
  }

  private async storedLesson(
    planId: string,
    day: number,
  ): Promise<{ lesson: Lesson; fallback: boolean } | undefined> {
    const [row] = await this.db
      .select({ lesson: planLessons.lesson, fallback: planLessons.fallback })
      .from(planLessons)
      .where(and(eq(planLessons.planId, planId), eq(planLessons.day, day)));
    return row;
  }

  /** Pre-generates a lesson in the background so the learner never waits for it. */
  private prepare(planId: string, day: number, user: Pick<UserRow, 'id' | 'timeZone'>): void {
    this.background.run(() => this.ensureLesson(planId, day, user));
  }
}
