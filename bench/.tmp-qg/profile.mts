import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../load/processes';
import { recreateDatabase, seedLearners } from '../load/seed';
import { singleRoute, todayRequest } from '../load/scenario';
import { signSession } from '../../apps/api/src/modules/auth/session-token';
const DATABASE_URL = 'postgres://postgres@127.0.0.1:54329/pw_load_prof';
await recreateDatabase(DATABASE_URL);
const jwt = randomBytes(32).toString('hex');
const port = await freePort();
const profDir = '/tmp/qg/prof'; rmSync(profDir, { recursive: true, force: true });
const route = process.argv[2] ?? 'today';
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', 'apps/api/src/server.ts'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL, DATA_DIR: mkdtempSync('/tmp/qg/profdata-'), JWT_SECRET: jwt, LOG_LEVEL: 'warn', NODE_ENV: 'production', APP_URL: 'http://127.0.0.1', PAYMENT_PROVIDER: 'sandbox', REMINDERS_ENABLED: 'false' }, stdio: ['ignore', 'ignore', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) { try { if ((await fetch(`${base}/api/ready`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 250)); }
const learners = await seedLearners(DATABASE_URL, base, jwt, 100);
for (const l of learners) l.token = await signSession(new TextEncoder().encode(jwt), { userId: l.id, tokenVersion: 0 });
const paths: Record<string, string> = { today: '/api/plan/learning-plan/today', progress: '/api/plan/user_progress', me: '/api/auth/', health: '/api/health' };
import autocannon from 'autocannon';
let r: any;
if (route === 'tutor') {
  let n = 0;
  const res = await autocannon({ url: base, connections: 50, duration: 15, requests: [{ method: 'POST', setupRequest: (req: any) => { const l = learners[(n += 1) % learners.length]!; return { ...req, path: '/api/AI/tutor', headers: { 'content-type': 'application/json', authorization: `Bearer ${l.token}` }, body: JSON.stringify({ user_id: l.id, question: 'Hi' }) }; } }] });
  r = { rps: res.requests.average, p50: res.latency.p50, p99: res.latency.p99, errors: res.errors + res.non2xx };
} else r = await singleRoute(route, base, 100, 15, (i) => ({ path: paths[route]!, headers: { authorization: `Bearer ${learners[i % learners.length]!.token}` } }));
console.log(route, 'rps', r.rps.toFixed(0), 'p50', r.p50, 'p99', r.p99, 'errors', r.errors);
child.kill('SIGTERM'); await new Promise(r => child.once('exit', r));
const file = readdirSync(profDir).find(f => f.endsWith('.cpuprofile'))!;
const prof = JSON.parse(readFileSync(`${profDir}/${file}`, 'utf8'));
const byId = new Map<number, any>(prof.nodes.map((n: any) => [n.id, n]));
const self = new Map<string, number>();
const dt = prof.timeDeltas as number[]; const samples = prof.samples as number[];
for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]!); const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 35).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
// by package
const pkg = new Map<string, number>();
for (const [k, v] of self) { const m = /nm\/((@[^/]+\/)?[^/]+)/.exec(k); const p = m ? m[1]! : (k.includes('apps/') ? 'app' : k.split(' ')[0]!.startsWith('(') ? k.split(' ')[0]! : 'node-internal'); pkg.set(p, (pkg.get(p) ?? 0) + v); }
console.log('--- by package'); console.log([...pkg].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
