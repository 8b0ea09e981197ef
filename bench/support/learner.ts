// A learner with a plan, made through the real API, for the benchmarks that open the logged-in app.

async function post(base: string, url: string, body: object, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export interface BenchLearner {
  token: string;
  userId: string;
}

/** Signs up, logs in and generates a React plan; returns what the browser keeps in localStorage. */
export async function seedLearner(base: string, prefix = 'bench'): Promise<BenchLearner> {
  const email = `${prefix}.${String(Date.now())}@example.com`;
  const password = 'a strong password 123';
  await post(base, '/api/auth/signup', {
    name: 'Asha Verma',
    email,
    password,
    phone_no: '+91 98765 43210',
    timeZone: 'Asia/Kolkata',
  });
  const { token, userId } = (await post(base, '/api/auth/login', {
    email,
    password,
  })) as unknown as BenchLearner;
  await post(
    base,
    '/api/plan/generate-learning-plan',
    { goal: 'React', duration: '30', experience: 'Beginner' },
    token,
  );
  return { token, userId };
}
