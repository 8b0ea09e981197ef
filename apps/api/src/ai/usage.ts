import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiUsage } from '../db/schema';
import { HttpError } from '../lib/errors';

/** The quota resets at midnight UTC: one reset time for everyone, and no gaming it by changing zone. */
export const usageDateOf = (now: Date) => now.toISOString().slice(0, 10);

function nextResetOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The learner's day as the quota counts it: the same numbers GET /auth/ai-usage shows. */
export interface DailyUsage {
  allowance: number;
  used: number;
  remaining: number;
  resetsAt: Date;
}

export class QuotaExceededError extends HttpError {
  constructor({ allowance, used, remaining, resetsAt }: DailyUsage, now: Date) {
    const minutes = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 60_000));
    const wait = minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
    const tokens = (n: number) => n.toLocaleString('en-US');
    super(
      429,
      `You have used today's AI allowance: ${tokens(used)} of ${tokens(allowance)} tokens, ${tokens(remaining)} left. ` +
        `It resets at 00:00 UTC (${resetsAt.toISOString()}), in about ${wait}.`,
      { 'retry-after': String(Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)) },
    );
    this.name = 'QuotaExceededError';
  }
}

/** Per-learner, per-day provider token accounting in the database, shared by every instance. */
export class UsageLedger {
  constructor(
    private readonly db: Database,
    private readonly dailyQuota: number,
  ) {}

  async tokensUsed(userId: string, now = new Date()): Promise<number> {
    const [row] = await this.db
      .select({ tokens: aiUsage.tokens })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), eq(aiUsage.usageDate, usageDateOf(now))));
    return row?.tokens ?? 0;
  }

  async usage(userId: string, now = new Date()): Promise<DailyUsage> {
    const used = await this.tokensUsed(userId, now);
    const allowance = this.dailyQuota;
    return { allowance, used, remaining: Math.max(0, allowance - used), resetsAt: nextResetOf(now) };
  }

  async assertWithinQuota(userId: string, now = new Date()): Promise<void> {
    const usage = await this.usage(userId, now);
    if (usage.remaining === 0) throw new QuotaExceededError(usage, now);
  }

  async record(userId: string, tokens: number, now = new Date()): Promise<void> {
    const safe = Math.max(0, Math.round(Number.isFinite(tokens) ? tokens : 0));
    await this.db
      .insert(aiUsage)
      .values({ userId, usageDate: usageDateOf(now), tokens: safe, calls: 1 })
      .onConflictDoUpdate({
        target: [aiUsage.userId, aiUsage.usageDate],
        set: { tokens: sql`${aiUsage.tokens} + ${safe}`, calls: sql`${aiUsage.calls} + 1` },
      });
  }
}
