import { spawn } from 'node:child_process';
const port = 3960;
const c = spawn(process.execPath, ['--import','tsx','apps/api/src/server.ts'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/tmp/qg/term2-'+Date.now(), LOG_LEVEL: 'info', REMINDERS_ENABLED: 'false', RATE_LIMIT_AUTH_PER_IP: '100000' }, stdio: ['ignore','pipe','pipe'] });
let out=''; c.stdout.on('data', d => out += d); c.stderr.on('data', d => out += d);
for (let i = 0; i < 200; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const t0 = Date.now();
const su = (e: string) => fetch(`http://127.0.0.1:${port}/api/auth/signup`, { method: 'POST', headers: {'content-type':'application/json'}, body: JSON.stringify({ name: 'X', email: e, password: 'correct horse battery staple', phone_no: '+91 98765 43210' }) }).then(async r => `${r.status} @${Date.now()-t0}`, e => 'ERR '+String(e.cause ?? e) + ` @${Date.now()-t0}`);
const first = Array.from({length: 24}, (_, i) => su(`a${i}.${t0}@example.com`));
await Promise.race(first);
c.kill('SIGTERM'); const tk = Date.now()-t0;
const second = Array.from({length: 24}, (_, i) => su(`b${i}.${t0}@example.com`));
console.log('killed at', tk); console.log('FIRST', (await Promise.all(first)).join(' | ')); console.log('SECOND', (await Promise.all(second)).join(' | '));
const code = await new Promise(r => c.once('exit', r));
console.log('exit', code, 'after', Date.now()-t0, 'ms');
console.log(out.split('\n').filter(l => /shut|close|error|warn|"level":[456]/i.test(l)).map(l=>l.slice(0,400)).join('\n'));
