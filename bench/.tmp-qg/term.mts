import { spawn } from 'node:child_process';
const run = async (label: string, withFetch: boolean) => {
  const port = 3900 + Math.floor(Math.random()*50);
  const c = spawn(process.execPath, ['--import','tsx','apps/api/src/server.ts'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/tmp/qg/term-'+port, LOG_LEVEL: 'info', REMINDERS_ENABLED: process.env.RE ?? 'false', DATABASE_URL: process.env.DBU ?? '' }, stdio: ['ignore','pipe','pipe'] });
  let out=''; c.stdout.on('data', d => out += d); c.stderr.on('data', d => out += d);
  for (let i = 0; i < 200; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
  if (withFetch) await fetch(`http://127.0.0.1:${port}/api/health`);
  const t0 = Date.now(); c.kill('SIGTERM');
  const code = await new Promise(r => c.once('exit', r));
  console.log(label, 'exit', code, 'after', Date.now()-t0, 'ms');
  console.log(out.split('\n').filter(l => /shut|close|error|warn/i.test(l)).map(l=>l.slice(0,300)).join('\n'));
};
await run('idle, no keepalive', false);
await run('after a keep-alive fetch', true);
