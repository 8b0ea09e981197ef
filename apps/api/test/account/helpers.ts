import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client';
import { entitlements, paymentOrders, payments } from '../../src/db/schema';
import { learnerTables, schemaTables } from '../../src/modules/account/user-tables';
import { generateCertificate, learnerWithPlan, seedCompletions } from '../certificate/helpers';
import { resetTokenFor } from '../helpers/outbox';
import { answerQuiz, todayQuiz } from '../review/helpers';

/**
 * A learner with something in every kind of table: a plan with completions and a stored lesson, a quiz
 * answer kept for spaced review, a certificate, reminder preferences, a password-reset token, a paid order with its payment and the
 * premium it bought. Payments are written directly (the checkout flow is tested elsewhere).
 */
export async function fullLearner(app: FastifyInstance, db: Database, name: string) {
  const learner = await learnerWithPlan(app, { name });
  const { day, quiz } = await todayQuiz(app, learner);
  const [question] = quiz;
  const graded = await answerQuiz(app, learner, {
    question: question?.question ?? '',
    userAnswer: question?.answer ?? '',
    lessonDay: day,
  });
  if (graded.statusCode !== 200) throw new Error(`quiz answer: ${graded.body}`);
  await seedCompletions(db, learner, 30);
  await app.inject({ method: 'GET', url: '/api/plan/learning-plan/today', headers: learner.auth });
  const certificate = await generateCertificate(app, learner, { name });
  if (certificate.statusCode !== 200) throw new Error(`certificate: ${certificate.body}`);
  const reminder = await app.inject({
    method: 'POST',
    url: '/api/dailyreminder/set-reminder',
    headers: learner.auth,
    payload: {
      emailreminder: true,
      whatsappreminder: true,
      email: `reminders.${learner.email}`,
      phone: '+919876543210',
      reminderTime: '08:30',
      userName: name,
      courseTopic: 'React',
      timeZone: 'Asia/Kolkata',
    },
  });
  if (reminder.statusCode !== 200) throw new Error(`reminder: ${reminder.body}`);
  await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: learner.email },
  });
  // The reset mail is queued after the answer.
  await resetTokenFor(db, learner.email);

  const orderId = `order_${randomUUID().slice(0, 12)}`;
  const paymentId = `pay_${randomUUID().slice(0, 12)}`;
  await db.insert(paymentOrders).values({
    id: orderId,
    userId: learner.userId,
    provider: 'sandbox',
    amount: 49_900,
    currency: 'INR',
    receipt: `pw_test_${orderId}`,
    status: 'paid',
    paidAt: new Date(),
  });
  await db.insert(payments).values({
    id: paymentId,
    orderId,
    userId: learner.userId,
    amount: 49_900,
    currency: 'INR',
    status: 'captured',
    source: 'sandbox',
  });
  await db.insert(entitlements).values({ userId: learner.userId, orderId });
  return {
    ...learner,
    name,
    certificateId: String(certificate.headers['x-certificate-id']),
    orderId,
    paymentId,
  };
}

/** Rows per table (every table with user_id) that belong to the user. */
export async function rowCounts(db: Database, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of learnerTables(schemaTables())) {
    const [row] = await db
      .select({ rows: count() })
      .from(table.table)
      .where(eq(table.userId as PgColumn, userId));
    counts[table.name] = row?.rows ?? 0;
  }
  return counts;
}
