import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiUsage } from '../db/schema';
import { HttpError } from '../lib/errors';

/** The quota resets at midnight UTC: one reset time for everyone, and no gaming it by changing zone. */
export const usageDateOf = (now: Date) => now.toISOString().slice(0, 10);

function nextResetOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export class QuotaExceededError extends HttpError {
  constructor(limit: number, now: Date) {
    const reset = nextResetOf(now);
    const minutes = Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 60_000));
    const wait = minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
    super(
      429,
      `You have used today's AI allowance of ${limit.toLocaleString('en-US')} tokens. ` +
        `It resets at 00:00 UTC (${reset.toISOString()}), in about ${wait}.`,
      { 'retry-after': String(Math.ceil((reset.getTime() - now.getTime()) / 1000)) },
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

  async assertWithinQuota(userId: string, now = new Date()): Promise<void> {
    if ((await this.tokensUsed(userId, now)) >= this.dailyQuota)
      throw new QuotaExceededError(this.dailyQuota, now);
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
