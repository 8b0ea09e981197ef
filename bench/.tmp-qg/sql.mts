import { createTestApp } from '../../apps/api/test/helpers/app';
import { users } from '../../apps/api/src/db/schema';
import { eq, sql } from 'drizzle-orm';
const t = await createTestApp();
const q = t.database.db.select({ id: users.id, x: sql`(select ${users.id})` }).from(users).where(eq(users.id, '00000000-0000-0000-0000-000000000000'));
console.log(q.toSQL());
await t.close();
