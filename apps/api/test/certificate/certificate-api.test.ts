import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../src/db/schema';
import { createLearner, createTestApp, json, type TestApp } from '../helpers/app';
import { PLAN, generateCertificate, learnerWithPlan, readPdf, seedCompletions } from './helpers';

const run = promisify(execFile);
const ID = /PW-[0-9A-HJKMNP-TV-Z]{12}/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The curated course the learner's plan follows, as GET /plan/learning-plan answers it. */
async function curatedTitle(learner: { auth: Record<string, string> }): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/plan/learning-plan',
    headers: learner.auth,
  });
  const { coverage } = json<{ plan: { coverage: { method: string; courses: { title: string }[] } } }>(
    response,
  ).plan;
  expect(coverage.method).toBe('curated');
  const title = coverage.courses[0]?.title ?? '';
  expect(title).not.toBe('');
  return title;
}

const certificatesOf = (userId: string) =>
  t.database.db.select().from(certificates).where(eq(certificates.userId, userId));

describe('POST /api/certificate/generate-certificate: the gate', () => {
  it('refuses a learner without a plan (404, "Course not completed")', async () => {
    const learner = await createLearner(t.app);
    const response = await generateCertificate(t.app, learner, { name: 'Asha Verma' });
    expect(response.statusCode).toBe(404);
    expect(json(response).error).toMatch(/^Course not completed\./);
  });

  it('refuses 29 of 30 completed days with a clear 409 and issues nothing', async () => {
    const learner = await learnerWithPlan(t.app);
    await seedCompletions(t.database.db, learner, 29);
    const response = await generateCertificate(t.app, learner, { name: 'Asha Verma' });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      error:
        'Course not completed. You have completed 29 of 30 days; finish every day of your plan to earn the certificate.',
    });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(await certificatesOf(learner.userId)).toHaveLength(0);
  });

  it('needs a login and a name', async () => {
    expect((await generateCertificate(t.app, null, { name: 'X' })).statusCode).toBe(401);
    const learner = await learnerWithPlan(t.app);
    await seedCompletions(t.database.db, learner, 30);
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(101) }]) {
      const response = await generateCertificate(t.app, learner, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toMatch(/Name is required\.|at most 100/);
    }
    expect(await certificatesOf(learner.userId)).toHaveLength(0);
  });
});

describe('a completed plan (30 of 30)', () => {
  let learner: Awaited<ReturnType<typeof learnerWithPlan>>;
  let pdf: Buffer;
  let id: string;
  let course: string;

  beforeAll(async () => {
    learner = await learnerWithPlan(t.app, { name: 'Asha Verma', email: `asha.${Date.now()}@example.com` });
    course = await curatedTitle(learner);
    await seedCompletions(t.database.db, learner, 30, '2025-04-20');
    const response = await generateCertificate(t.app, learner, { name: '  Asha   Verma ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="certificate.pdf"');
    pdf = response.rawPayload;
    id = String(response.headers['x-certificate-id']);
  }, 120_000);

  it('answers a PDF naming the learner, the course, the level, the dates, the days and the id', async () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(id).toMatch(new RegExp(`^${ID.source}$`));
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Asha Verma');
    // A goal a curated course covers: the certificate names that course, not the goal in capitals.
    expect(text).toContain(course);
    expect(text).not.toContain(PLAN.goal);
    expect(text).toContain('Level: Intermediate');
    expect(text).toContain('21 March 2025');
    expect(text).toContain('19 April 2025');
    expect(text).toContain('30 of 30');
    expect(text).toContain(id);
    expect(text).toContain(`https://learn.example.test/certificates/${id}`);
    expect(text).not.toContain(learner.email);
  });

  it('stores the certificate once, with the plan, and the same one comes back on a second request', async () => {
    const [row] = await certificatesOf(learner.userId);
    expect(row).toMatchObject({
      id,
      planId: learner.planId,
      name: 'Asha Verma',
      course,
      level: 'Intermediate',
      startedOn: '2025-03-21',
      completedOn: '2025-04-19',
      daysCompleted: 30,
    });
    const again = await generateCertificate(t.app, learner, { name: 'Someone Else' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-certificate-id']).toBe(id);
    const { text } = await readPdf(again.rawPayload);
    expect(text).toContain('Asha Verma');
    expect(text).not.toContain('Someone Else');
    expect(await certificatesOf(learner.userId)).toHaveLength(1);
  });

  it('embeds its fonts (no reliance on the reader’s Helvetica) and draws A4 landscape', async () => {
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont\s*\/Helvetica/);
    expect(raw).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('renders to an image (poppler pdftoppm)', async (context) => {
    if (!existsSync('/usr/bin/pdftoppm')) {
      context.skip('pdftoppm (poppler-utils) is not installed: the rendering check was skipped');
      return;
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pathwise-certificate-'));
    try {
      writeFileSync(path.join(dir, 'certificate.pdf'), pdf);
      const { stderr } = await run(
        'pdftoppm',
        ['-png', '-r', '60', '-singlefile', 'certificate.pdf', 'page'],
        { cwd: dir },
      );
      expect(stderr).toBe('');
      const png = readFileSync(path.join(dir, 'page.png'));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const width = png.readUInt32BE(16);
      const height = png.readUInt32BE(20);
      // A4 landscape at 60 dpi: 702 × 496 pixels.
      expect(width).toBeGreaterThan(height);
      expect(Math.abs(width / height - 297 / 210)).toBeLessThan(0.01);
      expect(png.length).toBeGreaterThan(10_000);
      const { stdout } = await run('pdffonts', ['certificate.pdf'], { cwd: dir }).catch(() => ({
        stdout: '',
      }));
      // pdffonts lists each font with "emb" = yes when it is embedded.
      if (stdout)
        for (const line of stdout.split('\n').slice(2).filter(Boolean)) expect(line).toMatch(/\syes\s+yes\s/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('two requests at once issue one certificate', async () => {
    const other = await learnerWithPlan(t.app);
    await seedCompletions(t.database.db, other, 30);
    const [a, b] = await Promise.all([
      generateCertificate(t.app, other, { name: 'Ravi Kumar' }),
      generateCertificate(t.app, other, { name: 'Ravi Kumar' }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.headers['x-certificate-id']).toBe(b.headers['x-certificate-id']);
    expect(await certificatesOf(other.userId)).toHaveLength(1);
  });
});

describe('the course it names', () => {
  it('is the goal as the learner typed it when no curated course covers it', async () => {
    const goal = 'Mujhe pottery glazing seekhni hai for my studio';
    const learner = await learnerWithPlan(t.app, {}, { goal, duration: '30', experience: 'Beginner' });
    await seedCompletions(t.database.db, learner, 30);
    const response = await generateCertificate(t.app, learner, { name: 'Asha Verma' });
    expect(response.statusCode).toBe(200);
    expect((await certificatesOf(learner.userId))[0]?.course).toBe(goal);
    const { text } = await readPdf(response.rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain(goal);
  });
});

describe('names in other scripts', () => {
  it('prints a Devanagari name and refuses, with a clear 400, a script no shipped font has', async () => {
    const learner = await learnerWithPlan(t.app);
    await seedCompletions(t.database.db, learner, 30);
    const refused = await generateCertificate(t.app, learner, { name: '张伟' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe(
      'The certificate can print names written in Latin, Greek, Cyrillic or Devanagari letters. Please enter your name in one of these.',
    );
    expect(await certificatesOf(learner.userId)).toHaveLength(0);
    const hindi = await generateCertificate(t.app, learner, { name: 'आशा वर्मा' });
    expect(hindi.statusCode).toBe(200);
    expect((await certificatesOf(learner.userId))[0]?.name).toBe('आशा वर्मा');
  });
});

describe('long names and courses', () => {
  it('fit on one page', async () => {
    const goal =
      `FULL-STACK WEB DEVELOPMENT WITH REACT, NODE.JS, POSTGRESQL AND CLOUD DEPLOYMENT ${'AND MORE '.repeat(12)}`.trim();
    const learner = await learnerWithPlan(
      t.app,
      {},
      { goal: goal.slice(0, 200), duration: '30', experience: 'Advanced' },
    );
    await seedCompletions(t.database.db, learner, 30);
    const name =
      'Anantharamakrishnan Venkatasubramanian Chandrasekharan Iyer-Raghunathan Krishnamoorthy Balasubramaniam';
    const response = await generateCertificate(t.app, learner, { name: name.slice(0, 100) });
    expect(response.statusCode).toBe(200);
    const { text, pages } = await readPdf(response.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Anantharamakrishnan');
    expect(text).toContain(String(response.headers['x-certificate-id']));
  });
});
