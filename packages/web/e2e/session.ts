import type { BrowserContext } from 'playwright-core';

export interface TestUser {
  email: string;
  password: string;
  session: {
    user: { id: string; email: string; full_name?: string | null };
    access_token: string;
    refresh_token: string;
    expires_at?: number;
  };
}

/** Signs a new user up and in through the real API (spec section 7). */
export async function createUser(baseUrl: string, email: string, password = 'correct horse 42'): Promise<TestUser> {
  const post = async (path: string, body: object) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  await post('/api/auth/signup', { email, password, full_name: 'Test Learner' });
  const signin = await post('/api/auth/signin', { email, password });
  const session = signin.session as Omit<TestUser['session'], 'user'>;
  return { email, password, session: { ...session, user: signin.user as TestUser['session']['user'] } };
}

/** Puts the session where the app keeps it, before any page script runs. */
export async function signInContext(context: BrowserContext, user: TestUser): Promise<void> {
  await context.addInitScript((value) => {
    if (!localStorage.getItem('swedish-translator.session')) {
      localStorage.setItem('swedish-translator.session', value);
    }
  }, JSON.stringify(user.session));
}

/** Calls the API as the user (seeding collections and cards for a test); the parsed reply. */
export async function postAs<T = { collection?: { id: string } }>(
  baseUrl: string,
  user: TestUser,
  path: string,
  body: object,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.session.access_token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
