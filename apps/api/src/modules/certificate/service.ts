import type { CertificateRecord } from '@pathwise/contract';
import { courseTitleOf } from '@pathwise/contract/course-title';
import { and, eq } from 'drizzle-orm';
import type { OfflineEngine } from '../../ai/offline-engine';
import type { Database } from '../../db/client';
import {
  certificates,
  learningPlans,
  lessonCompletions,
  type CertificateRow,
  type UserRow,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { localDateOf } from '../../lib/local-date';
import { describePlan } from '../plan/coverage';
import { newCertificateId } from './certificate-id';
import { nameFont } from './fonts';
import { certificateDates, certificateGate, certificateName, notCompletedMessage } from './gate';
import type { CertificateContent } from './pdf';

export const NO_PLAN_FOR_CERTIFICATE =
  'Course not completed. You have no learning plan yet: generate one and complete every day to earn the certificate.';
export const CERTIFICATE_NOT_FOUND =
  'No certificate with this id exists. Check the id or link printed on the certificate.';

export const UNPRINTABLE_NAME_MESSAGE =
  'The certificate can print names written in Latin, Greek, Cyrillic or Devanagari letters. Please enter your name in one of these.';

export const NO_CERTIFICATE_YET =
  'No certificate yet: it is issued the first time you download it, once every day of your plan is completed.';

export const verificationUrlFor = (appUrl: string, id: string) =>
  `${appUrl}/certificates/${encodeURIComponent(id)}`;

export interface IssuedCertificate {
  row: CertificateRow;
  /** The plan's length, printed as "30 of 30". */
  duration: number;
}

/**
 * The certificate for the learner's active plan: the stored one if it was issued before (the name
 * given then stays), else a new one when every day is completed. Two requests at once issue one.
 * It names the course: the curated course's title when the plan follows one, else the goal as typed
 * (`engine` tells which, as it does for the plan's coverage).
 */
export async function issueCertificate(
  db: Database,
  engine: OfflineEngine,
  user: UserRow,
  nameInput: string,
): Promise<IssuedCertificate> {
  const [plan] = await db
    .select({
      id: learningPlans.id,
      goal: learningPlans.goal,
      tracks: learningPlans.tracks,
      origin: learningPlans.origin,
      experience: learningPlans.experience,
      duration: learningPlans.duration,
      createdAt: learningPlans.createdAt,
    })
    .from(learningPlans)
    .where(and(eq(learningPlans.userId, user.id), eq(learningPlans.status, 'active')));
  if (!plan) throw notFound(NO_PLAN_FOR_CERTIFICATE);

  const existing = await certificateForPlan(db, plan.id);
  if (existing) return { row: existing, duration: plan.duration };

  const completions = await db
    .select({
      day: lessonCompletions.day,
      localDate: lessonCompletions.localDate,
      viaDevTools: lessonCompletions.viaDevTools,
    })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.planId, plan.id));
  const gate = certificateGate(
    plan.duration,
    completions.map((completion) => completion.day),
  );
  if (!gate.eligible) throw conflict(notCompletedMessage(gate.daysCompleted, gate.duration));

  const name = certificateName(nameInput);
  if (!name) throw badRequest('Name is required.');
  if (!nameFont(name)) throw badRequest(UNPRINTABLE_NAME_MESSAGE);
  const course = courseTitleOf(plan.goal, await describePlan(engine, plan, user.id));
  const dates = certificateDates(
    localDateOf(plan.createdAt, user.timeZone),
    completions.map((completion) => completion.localDate),
  );
  // A random id colliding is next to impossible; trying again costs nothing when it does.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await db
      .insert(certificates)
      .values({
        id: newCertificateId(),
        userId: user.id,
        planId: plan.id,
        name,
        course,
        level: plan.experience,
        ...dates,
        daysCompleted: gate.daysCompleted,
        viaDevTools: completions.some((completion) => completion.viaDevTools),
      })
      .onConflictDoNothing();
    const issued = await certificateForPlan(db, plan.id);
    if (issued) return { row: issued, duration: plan.duration };
  }
  throw new Error('could not store a certificate');
}

async function certificateForPlan(db: Database, planId: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.planId, planId));
  return row;
}

/** The learner's own certificate for their active plan, if it was issued (a test certificate too: it is theirs). */
export async function ownCertificate(db: Database, userId: string): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select({ certificate: certificates })
    .from(certificates)
    .innerJoin(learningPlans, eq(learningPlans.id, certificates.planId))
    .where(and(eq(certificates.userId, userId), eq(learningPlans.status, 'active')));
  return row?.certificate;
}

/**
 * The public record behind a certificate id, or 404. A test certificate of the developer tools is found
 * too: its record carries testOnly, and the page shows it as a test, never as verified (decision 045).
 */
export async function findCertificate(db: Database, id: string): Promise<CertificateRow> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

/** What the verification page shows: the record as issued, and nothing private (no e-mail, phone, user id). */
export function publicRecord(row: CertificateRow, appUrl: string): CertificateRecord {
  return {
    id: row.id,
    name: row.name,
    course: row.course,
    level: row.level,
    startedOn: row.startedOn,
    completedOn: row.completedOn,
    daysCompleted: row.daysCompleted,
    issuedAt: row.issuedAt.toISOString(),
    verificationUrl: verificationUrlFor(appUrl, row.id),
    ...(row.viaDevTools ? { testOnly: true as const } : {}),
  };
}

export function pdfContent(issued: IssuedCertificate, appUrl: string): CertificateContent {
  const { row, duration } = issued;
  return {
    id: row.id,
    name: row.name,
    course: row.course,
    level: row.level,
    startedOn: row.startedOn,
    completedOn: row.completedOn,
    daysCompleted: row.daysCompleted,
    duration,
    issuedAt: row.issuedAt,
    testOnly: row.viaDevTools,
    verificationUrl: verificationUrlFor(appUrl, row.id),
  };
}
