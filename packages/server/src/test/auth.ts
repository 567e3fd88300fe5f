import crypto from 'node:crypto';
import type { AuthUser, SignInResponse } from '@swedish-translator/contracts';
import type { FastifyInstance } from 'fastify';

export interface SignedInUser {
  user: AuthUser;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** Signs up a fresh user (unique email unless given) and signs in, through the real endpoints. */
export async function signUpAndSignIn(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; full_name?: string } = {},
): Promise<SignedInUser> {
  const email = overrides.email ?? `user-${crypto.randomUUID()}@example.com`;
  const password = overrides.password ?? 'correct horse battery staple';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, ...(overrides.full_name === undefined ? {} : { full_name: overrides.full_name }) },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const body = signIn.json<SignInResponse>();
  return {
    user: body.user,
    accessToken: body.session.access_token,
    refreshToken: body.session.refresh_token,
    headers: { authorization: `Bearer ${body.session.access_token}` },
  };
}
