import { it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { learnerWithPlan } from '../conversations/helpers';
it('x', async () => {
  const t = await createTestApp();
  const { learner } = await learnerWithPlan(t.app, 'Learn SQL');
  const r = await t.app.inject({ method: 'POST', url: '/api/AI/tutor', headers: { ...learner.auth, accept: 'text/event-stream' }, payload: { user_id: learner.userId, question: 'Hi' } });
  console.log(r.statusCode, r.headers, JSON.stringify(r.body).slice(0, 3000));
  await t.app.plans.background.drain(); await t.close();
});
