import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { type AppConfig, DEFAULT_AUTH_RATE_LIMITS } from '../../config.js';
import { describeEachDatabase, testConfig } from '../../test/test-app.js';

const uniqueEmail = () => `proxy-${crypto.randomUUID()}@example.com`;
const limits = (trustProxy: AppConfig['trustProxy']) => () => ({
  trustProxy,
  auth: { ...testConfig({ dialect: 'sqlite', file: ':memory:' }).auth, rateLimits: DEFAULT_AUTH_RATE_LIMITS },
});

// The test client stands where the one reverse proxy would (127.0.0.1); the proxy appends the address it saw.
for (const [label, trust] of [
  ['TRUST_PROXY=1', 1],
  ['TRUST_PROXY=127.0.0.1', ['127.0.0.1']],
] as const) {
  describeEachDatabase(
    `auth: the per-IP sign-in limit behind one proxy (${label})`,
    (ctx) => {
      const signIn = (forwardedFor: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: uniqueEmail(), password: 'wrong-one' },
          headers: { 'x-forwarded-for': forwardedFor },
        });

      it('is not bypassed by a client that rotates the left-most X-Forwarded-For entry', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 70; i++) {
          // The client forges "10.9.x.y"; the proxy appends the real address, 203.0.113.9.
          const res = await signIn(`10.9.${i >> 8}.${i & 255}, 203.0.113.9`);
          statuses.push(res.statusCode);
        }
        const allowed = DEFAULT_AUTH_RATE_LIMITS.signInPerIp;
        expect(statuses.slice(0, allowed).every((status) => status === 401)).toBe(true);
        expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
        // Another real client behind the same proxy has its own count.
        expect((await signIn('10.9.0.1, 203.0.113.10')).statusCode).toBe(401);
      });
    },
    limits(trust),
  );
}
