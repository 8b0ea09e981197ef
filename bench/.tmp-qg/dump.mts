import { createTestApp } from '../../apps/api/test/helpers/app';
const t = await createTestApp();
const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
const doc = r.json();
for (const [p, ops] of Object.entries<any>(doc.paths)) for (const [m, op] of Object.entries<any>(ops)) {
  console.log(m.toUpperCase(), p, op.security ? 'SEC' : '-', (op.parameters??[]).map((x:any)=>x.in+':'+x.name).join(','), op.requestBody ? JSON.stringify(Object.values<any>(op.requestBody.content)[0].schema).slice(0,300) : '');
}
await t.close();
