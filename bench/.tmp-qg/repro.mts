import { createTestApp } from '../../apps/api/test/helpers/app';
const t = await createTestApp({}, {});
const tok = 'A'.repeat(201);
for (const url of [`/api/dailyreminder/unsubscribe?token=${tok}`, `/api/dailyreminder/unsubscribe?token=${tok}&=%27`, `/api/dailyreminder/unsubscribe?token=abc`]) {
  const r = await t.app.inject({ method: 'GET', url });
  console.log(url.slice(-20), r.statusCode, r.body.slice(0, 200));
}
await t.close();
