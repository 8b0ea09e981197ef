import { createHmac, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { signSession } from '../../../src/modules/auth/session-token';
import { startFakeGoogle, type FakeGoogle } from '../../fakes/google-jwks';
import { createLearner, createTestApp, type Learner, type TestApp } from '../../helpers/app';
import { generate } from '../../plan/helpers';
import { bodyInput, extraQuery, hostileString, paramValue, percentEncode, type BodyInput } from './fuzz-inputs';
import { key, listOperations, type Operation } from './operations';
import { sample } from './samples';
import { changedTables, snapshot, tableNames, type Snapshot } from './snapshot';

const RAZORPAY_WEBHOOK_SECRET = 'fuzz-razorpay-webhook-secret';
const WHATSAPP_APP_SECRET = 'fuzz-whatsapp-app-secret';

export interface FuzzTarget {
  t: TestApp;
  google: FakeGoogle;
  owner: Learner;
  other: Learner;
  operations: Operation[];
  tables: string[];
  tokens: Record<TokenKind, string | null>;
  close: () => Promise<void>;
}

type TokenKind = 'none' | 'owner' | 'other' | 'forged' | 'expired' | 'garbage' | 'ghost';
/** Webhooks are authorised by signatures, not sessions: no valid-token runs for them. */
const WEBHOOK_TOKENS: TokenKind[] = ['none', 'forged', 'garbage'];
const ALL_TOKENS: TokenKind[] = ['none', 'owner', 'owner', 'owner', 'other', 'forged', 'expired', 'garbage', 'ghost'];

const isWebhook = (operation: Operation) => operation.path.includes('webhook');

/**
 * The real app with every integration configured the way production has it (Google sign-in against
 * a local JWKS, both webhook secrets), so no call answers 503 "not configured", and two learners
 * with plans. Auth rate limits are raised so fuzzed calls reach validation and handlers.
 */
export async function createFuzzTarget(): Promise<FuzzTarget> {
  const google = await startFakeGoogle();
  const t = await createTestApp({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_JWKS_URL: google.jwksUrl,
    RAZORPAY_WEBHOOK_SECRET,
    WHATSAPP_APP_SECRET,
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '1000000',
  });
  const owner = await createLearner(t.app, { password: 'fuzz owner passphrase' });
  const other = await createLearner(t.app, { password: 'fuzz other passphrase' });
  for (const learner of [owner, other])
    await generate(t.app, learner, { goal: 'Learn Python', duration: '30', experience: 'Beginner' });
  await t.app.plans.background.drain();
  const secret = t.config.jwtSecret;
  const tokens: Record<TokenKind, string | null> = {
    none: null,
    owner: owner.token,
    other: other.token,
    forged: await signSession(new TextEncoder().encode('f'.repeat(48)), { userId: owner.userId, tokenVersion: 0 }),
    expired: await new SignJWT({ tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(owner.userId).setIssuedAt(1_600_000_000).setExpirationTime(1_600_000_100).sign(secret),
    garbage: 'not.a.jwt',
    ghost: await signSession(secret, { userId: randomUUID(), tokenVersion: 0 }),
  };
  return {
    t,
    google,
    owner,
    other,
    operations: await listOperations(t.app),
    tables: await tableNames(t.database.db),
    tokens,
    close: async () => {
      await t.close();
      await google.close();
    },
  };
}

interface FuzzInput {
  token: TokenKind;
  params: Record<string, string>;
  query: string;
  body: BodyInput;
  /** Webhooks: sign the body correctly, so hostile bodies reach the event parser. */
  signed: boolean;
  requestId: string;
}

function inputFor(target: FuzzTarget, operation: Operation): fc.Arbitrary<FuzzInput> {
  const userIds = [target.owner.userId, target.other.userId, randomUUID()];
  const params = Object.fromEntries(
    operation.params
      .filter((param) => param.in !== 'header')
      .map((param) => [param.name, fc.option(paramValue(String(sample(param.schema, param.name)), userIds), { nil: undefined, freq: 8 })]),
  );
  return fc.record({
    token: fc.constantFrom(...(isWebhook(operation) ? WEBHOOK_TOKENS : ALL_TOKENS)),
    params: fc.record(params) as fc.Arbitrary<Record<string, string>>,
    query: extraQuery,
    body: bodyInput(operation, target.t.config.BODY_LIMIT_BYTES),
    signed: fc.boolean(),
    requestId: fc.oneof(fc.constant(''), hostileString),
  });
}

function rawBody(body: BodyInput): string | undefined {
  if (body.kind === 'none') return undefined;
  return body.kind === 'raw' ? body.text : JSON.stringify(body.value);
}

function buildRequest(operation: Operation, input: FuzzInput, tokens: Record<TokenKind, string | null>) {
  const headers: Record<string, string> = {};
  const token = input.token;
  const raw = rawBody(input.body);
  if (raw !== undefined) headers['content-type'] = input.body.kind === 'raw' ? input.body.contentType : 'application/json';
  if (input.requestId) headers['x-request-id'] = percentEncode(input.requestId);
  const pathValues: Record<string, string> = {};
  const query: string[] = [];
  for (const param of operation.params) {
    const value = input.params[param.name];
    if (value === undefined) continue;
    if (param.in === 'path') pathValues[param.name] = value;
    else if (param.in === 'query') query.push(`${percentEncode(param.name)}=${percentEncode(value)}`);
  }
  if (input.query) query.push(input.query);
  if (isWebhook(operation) && input.signed && raw !== undefined) {
    const signature = (secret: string) => createHmac('sha256', secret).update(raw).digest('hex');
    headers['x-razorpay-signature'] = signature(RAZORPAY_WEBHOOK_SECRET);
    headers['x-razorpay-event-id'] = `evt_${randomUUID()}`;
    headers['x-hub-signature-256'] = `sha256=${signature(WHATSAPP_APP_SECRET)}`;
  }
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => percentEncode(pathValues[name] ?? 'x') || '%20');
  return {
    method: operation.method,
    url: query.length > 0 ? `${path}?${query.join('&')}` : path,
    headers: { ...headers, ...(token === 'none' ? {} : { authorization: `Bearer ${tokens[token] ?? ''}` }) },
    ...(raw !== undefined ? { payload: raw } : {}),
  };
}

/**
 * For each operation: every string field and parameter one character past its maxLength or holding
 * U+0000, a body over the size limit, prototype-pollution keys and invalid JSON, with the owner's token (none for
 * webhooks), so the test's small random sample never misses a limit.
 */
function edgeCases(target: FuzzTarget, operation: Operation): FuzzInput[] {
  const token: TokenKind = isWebhook(operation) ? 'none' : 'owner';
  const params = Object.fromEntries(
    operation.params.filter((param) => param.in !== 'header').map((param) => [param.name, String(sample(param.schema, param.name))]),
  );
  const base = (sample(operation.body) ?? {}) as Record<string, unknown>;
  const make = (changes: Partial<FuzzInput>): FuzzInput => ({
    token,
    params,
    query: '',
    body: operation.body ? { kind: 'json', value: base } : { kind: 'none' },
    signed: true,
    requestId: '',
    ...changes,
  });
  const tooLong = (maxLength: number | undefined) => 'A'.repeat((maxLength ?? 10_000) + 1);
  const cases: FuzzInput[] = [
    make({ body: { kind: 'raw', text: JSON.stringify({ value: 'x'.repeat(target.t.config.BODY_LIMIT_BYTES) }), contentType: 'application/json' } }),
    make({ body: { kind: 'raw', text: `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"isAdmin":true}}}`, contentType: 'application/json' } }),
    make({ body: { kind: 'raw', text: '{"a":', contentType: 'application/json' } }),
    make({ query: '__proto__[polluted]=yes&constructor[prototype][isAdmin]=1' }),
  ];
  for (const param of operation.params.filter((item) => item.in !== 'header'))
    cases.push(make({ params: { ...params, [param.name]: tooLong(param.schema.maxLength) } }));
  for (const [field, schema] of Object.entries(operation.body?.properties ?? {})) {
    cases.push(make({ body: { kind: 'json', value: { ...base, [field]: tooLong(schema.maxLength) } } }));
    // PostgreSQL cannot store U+0000 in text or jsonb: it must be refused before it gets there.
    cases.push(make({ body: { kind: 'json', value: { ...base, [field]: 'a\u0000b' } } }));
  }
  return cases;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  statuses: Record<string, number>;
  /** Rejected requests (4xx) after which every table's row count and checksum were compared. */
  rejectedChecked: number;
  failures: string[];
  prototypePolluted: boolean;
  durationMs: number;
}

/**
 * For every operation, `runsPerOperation` generated requests. Properties: no answer is 5xx; a 4xx
 * answer carries `{ error }` and leaves every table exactly as it was (row count + md5 of all rows);
 * nothing pollutes Object.prototype in this process.
 */
export async function runFuzz(
  target: FuzzTarget,
  options: { runsPerOperation: number; seed?: number; log?: (line: string) => void },
): Promise<FuzzReport> {
  const started = performance.now();
  const { t } = target;
  const report: FuzzReport = { operations: target.operations.length, requests: 0, statuses: {}, rejectedChecked: 0, failures: [], prototypePolluted: false, durationMs: 0 };
  let last: Snapshot = await snapshot(t.database.db, target.tables);
  /** Sends one request and checks the properties; throws on a violation. */
  const check = async (operation: Operation, input: FuzzInput) => {
    const response = await t.app.inject(buildRequest(operation, input, target.tokens));
    await t.app.plans.background.drain();
    report.requests += 1;
    report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
    const now = await snapshot(t.database.db, target.tables);
    const before = last;
    last = now;
    if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    if (response.statusCode < 400) return;
    report.rejectedChecked += 1;
    const changed = changedTables(before, now);
    if (changed.length > 0) throw new Error(`rejected with ${response.statusCode} but changed ${changed.join(', ')}`);
    if (String(response.headers['content-type']).includes('application/json')) {
      const body = response.json<{ error?: unknown }>();
      if (typeof body.error !== 'string')
        throw new Error(`rejected with ${response.statusCode} without { error }: ${response.body.slice(0, 200)}`);
    }
  };
  for (const [index, operation] of target.operations.entries()) {
    // Deterministic edge cases first (every field one past its limit, …), then generated input.
    for (const input of edgeCases(target, operation)) {
      try {
        await check(operation, input);
      } catch (error) {
        report.failures.push(`${key(operation)}: ${(error as Error).message}\nInput: ${JSON.stringify(input).slice(0, 600)}`);
      }
    }
    const property = fc.asyncProperty(inputFor(target, operation), (input) => check(operation, input));
    // A failure stops fast-check's run (after shrinking); carry on with fresh seeds so every operation
    // still gets its full count and one bug cannot hide another. At most 3 failures per operation.
    let remaining = options.runsPerOperation;
    let failures = 0;
    for (let attempt = 0; remaining > 0 && failures < 3; attempt += 1) {
      const result = await fc.check(property, {
        numRuns: remaining,
        ...(options.seed !== undefined ? { seed: options.seed + index + attempt * 100_003 } : {}),
      });
      remaining -= Math.max(1, result.numRuns);
      if (!result.failed) break;
      failures += 1;
      report.failures.push(`${key(operation)}: ${fc.defaultReportMessage(result)?.slice(0, 3000) ?? 'failed'}`);
    }
    options.log?.(`${key(operation)}: ${options.runsPerOperation - Math.max(0, remaining)} runs${failures > 0 ? ` FAILED ${failures}×` : ''}`);
  }
  report.prototypePolluted = ({} as Record<string, unknown>).polluted !== undefined || ({} as Record<string, unknown>).isAdmin !== undefined;
  report.durationMs = performance.now() - started;
  return report;
}
