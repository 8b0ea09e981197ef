import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:54329/pw_load_prof' }); await c.connect();
import { readFileSync } from 'node:fs';
const backend = (await c.query('select pg_backend_pid() as pid')).rows[0].pid;
const ticks = () => { const f = readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
const ids = (await c.query('select id from users limit 100')).rows.map(r => r.id);
const today = (bodies: string) => `select u.*, exists (select 1 from entitlements e where e.user_id = u.id) as premium, (select json_build_object(
    'id', p.id, 'goal', p.goal, 'experience', p.experience, 'duration', p.duration,
    'completions', coalesce((select json_agg(json_build_object('day', c.day, 'localDate', c.local_date) order by c.day) from lesson_completions c where c.plan_id = p.id), '[]'::json),
    'lessons', coalesce((select json_agg(json_build_object('day', l.day ${bodies})) from plan_lessons l where l.plan_id = p.id and l.day between last.day and last.day + 2), '[]'::json))
  from learning_plans p, lateral (select coalesce(max(c.day), 0) as day from lesson_completions c where c.plan_id = p.id) last
  where p.user_id = u.id and p.status = 'active' limit 1) as today from users u where u.id = $1`;
const slim = (cols: string, bodies: string) => today(bodies).replace('select u.*,', `select ${cols},`);
const daysOnly = `select u.*, exists (select 1 from entitlements e where e.user_id = u.id) as premium, p.id as plan_id, p.duration,
  array(select c.day || ':' || c.local_date from lesson_completions c where c.plan_id = p.id order by c.day) as completions,
  array(select l.day from plan_lessons l where l.plan_id = p.id) as lesson_days
  from users u left join learning_plans p on p.user_id = u.id and p.status = 'active' where u.id = $1`;
const qs: Record<string, string> = { slimNoBodies: slim('u.id, u.token_version, u.time_zone, u.trial_ends_at', ''), slimBodies: slim('u.id, u.token_version, u.time_zone, u.trial_ends_at', ", 'lesson', l.lesson"), daysOnly, pk: 'select id, name from users where id = $1', userOnly: 'select * from users where id = $1', todayFull: today(", 'lesson', l.lesson"), todayNoBodies: today(''), lessonOnly: `select lesson from plan_lessons l join learning_plans p on p.id = l.plan_id where p.user_id = $1 and l.day = 1` };
for (const [name, text] of Object.entries(qs)) {
  for (let round = 0; round < 2; round++) {
    const t0 = performance.now(); const N = 4000; const k0 = ticks(); const u0 = process.cpuUsage();
    for (let i = 0; i < N; i++) await c.query({ name, text, values: [ids[i % ids.length]] });
    if (round) { const cpu = process.cpuUsage(u0); console.log(name, 'pg', ((ticks() - k0) * 10000 / N).toFixed(0), 'µs; client', ((cpu.user + cpu.system) / N).toFixed(0), 'µs'); }
  }
}
await c.end();
