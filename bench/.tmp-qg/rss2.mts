import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
const rss = (pid: number) => /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`,'utf8'))![1];
for (const args of [['--import','tsx','apps/api/src/server.ts'], ['--import','tsx','apps/api/src/db/zz-qg-bundle.mjs']]) {
  const c = spawn(process.execPath, args, { env: { ...process.env, PORT: '3917', HOST: '127.0.0.1', DATA_DIR: '/tmp/qg/rssdata', DATABASE_URL: 'postgres://postgres@127.0.0.1:54329/pw_load', LOG_LEVEL: 'warn', REMINDERS_ENABLED: 'false' }, stdio: "inherit" });
  for (let i = 0; i < 100; i++) { try { if ((await fetch('http://127.0.0.1:3917/api/ready')).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
  await new Promise(r => setTimeout(r, 1000));
  console.log(args.join(' '), 'rss KB', rss(c.pid!));
  c.kill('SIGTERM'); await new Promise(r => c.once('exit', r));
}
