/**
 * End-to-end fixture: a learner who really finished all 30 days, written straight into a fresh data
 * folder before the E2E server starts (the server then owns the folder). A learner can complete only
 * one new lesson per local day through the product, and days finished with the developer tools give a
 * test certificate that never verifies, so the verification screens need this real history.
 *
 *   DATA_DIR=/tmp/e2e-data npx tsx apps/api/scripts/seed-finished-learner.ts
 */
import { eq } from 'drizzle-orm';
import { buildOfflinePlan } from '../src/ai/offline/plan-builder';
import { openDatabase } from '../src/db/client';
import { learningPlans, lessonCompletions, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { addDays, localDateOf } from '../src/lib/local-date';

export const FINISHED_LEARNER = {
  name: 'Asha Verma',
  email: 'finished.learner@e2e.example.com',
  password: 'finished learner passphrase 42',
};

const DAY_MS = 86_400_000;
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('Set DATA_DIR to the data folder the E2E server will use.');

const database = await openDatabase({ dataDir });
try {
  const now = Date.now();
  const [existing] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, FINISHED_LEARNER.email));
  if (!existing) {
    const [user] = await database.db
      .insert(users)
      .values({
        name: FINISHED_LEARNER.name,
        email: FINISHED_LEARNER.email,
        passwordHash: await hashPassword(FINISHED_LEARNER.password),
        timeZone: 'Asia/Kolkata',
        trialEndsAt: new Date(now + 7 * DAY_MS),
        createdAt: new Date(now - 31 * DAY_MS),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user row');
    const goal = 'REACT FOR BEGINNERS';
    const offline = buildOfflinePlan(goal, 'Beginner');
    const [plan] = await database.db
      .insert(learningPlans)
      .values({
        userId: user.id,
        goal,
        experience: 'Beginner',
        duration: 30,
        tracks: offline.tracks,
        outline: offline.outline,
        sources: offline.sources,
        createdAt: new Date(now - 31 * DAY_MS),
      })
      .returning({ id: learningPlans.id });
    if (!plan) throw new Error('no plan row');
    const today = localDateOf(new Date(now), 'Asia/Kolkata');
    await database.db.insert(lessonCompletions).values(
      Array.from({ length: 30 }, (_unused, index) => ({
        planId: plan.id,
        userId: user.id,
        day: index + 1,
        localDate: addDays(today, index - 30),
        completedAt: new Date(now - (30 - index) * DAY_MS),
      })),
    );
  }
} finally {
  await database.close();
}
