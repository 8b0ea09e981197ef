import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
const c = spawn(process.execPath, ['--import','tsx','apps/api/src/server.ts'], { env: { ...process.env, PORT: '3917', HOST: '127.0.0.1', DATA_DIR: '/tmp/qg/rssdata', DATABASE_URL: 'postgres://postgres@127.0.0.1:54329/pw_load', LOG_LEVEL: 'warn', REMINDERS_ENABLED: 'false' }, stdio: 'ignore' });
for (let i = 0; i < 100; i++) { try { if ((await fetch('http://127.0.0.1:3917/api/ready')).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
await new Promise(r => setTimeout(r, 1000));
const smaps = readFileSync(`/proc/${c.pid}/smaps`, 'utf8').split('\n');
const sizes = new Map<string, number>(); let cur = '';
for (const line of smaps) {
  const m = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
  if (m) { cur = m[1] || '[anon]'; continue; }
  const r = /^Rss:\s+(\d+) kB/.exec(line); if (r) sizes.set(cur, (sizes.get(cur) ?? 0) + Number(r[1]));
}
console.log([...sizes].sort((a,b)=>b[1]-a[1]).slice(0,12).map(([k,v])=>`${Math.round(v/1024)}MB ${k}`).join('\n'));
console.log(readFileSync(`/proc/${c.pid}/status`,'utf8').split('\n').filter(l=>/Vm(RSS|HWM)|Rss|Threads/.test(l)).join('\n'));
c.kill('SIGTERM'); await new Promise(r => c.once('exit', r));
