import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { Database } from '../../src/db/client';
import { learningPlans, lessonCompletions } from '../../src/db/schema';
import { addDays } from '../../src/lib/local-date';
import { createLearner, type Learner } from '../helpers/app';

export const PLAN = { goal: 'REACT FOR BEGINNERS', duration: '30', experience: 'Intermediate' } as const;

/** A learner with an active plan made through the real API. */
export async function learnerWithPlan(
  app: FastifyInstance,
  fields: Parameters<typeof createLearner>[1] = {},
  plan: object = PLAN,
): Promise<Learner & { planId: string }> {
  const learner = await createLearner(app, fields);
  const response = await app.inject({
    method: 'POST',
    url: '/api/plan/generate-learning-plan',
    headers: learner.auth,
    payload: plan,
  });
  if (response.statusCode !== 200) throw new Error(`plan generation failed: ${response.body}`);
  return { ...learner, planId: response.json<{ plan: { id: string } }>().plan.id };
}

/**
 * Writes completions of days 1..days straight into the database, one a day ending yesterday: a real
 * learner cannot complete 30 days in one day through the API (one new lesson per local day).
 */
export async function seedCompletions(
  db: Database,
  learner: { userId: string },
  days: number,
  today = '2025-04-20',
) {
  const [plan] = await db
    .select({ id: learningPlans.id })
    .from(learningPlans)
    .where(and(eq(learningPlans.userId, learner.userId), eq(learningPlans.status, 'active')));
  if (!plan) throw new Error('no active plan');
  const rows = Array.from({ length: days }, (_unused, index) => {
    const localDate = addDays(today, index - days);
    return {
      planId: plan.id,
      userId: learner.userId,
      day: index + 1,
      localDate,
      completedAt: new Date(`${localDate}T12:00:00Z`),
    };
  });
  if (rows.length > 0) await db.insert(lessonCompletions).values(rows).onConflictDoNothing();
}

export const generateCertificate = (app: FastifyInstance, learner: Learner | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/certificate/generate-certificate',
    headers: learner?.auth ?? {},
    payload,
  });

/** The PDF's text as a reader extracts it, and its page count. */
export async function readPdf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}
