import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionKind } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { AUTH_ERRORS, type AuthService, type RequestUser } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler (or onRequest) hook: 401 unless the bearer token is valid and its session live; sets request.user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * Who a request counts as for per-client limits and fair queueing: `user:<id>` when it carries a validly
     * signed access token (also on public routes), else `ip:<address>` (X-Forwarded-For only with TRUST_PROXY).
     */
    clientKey(request: FastifyRequest): Promise<string>;
  }
  interface FastifyRequest {
    /** The signed-in caller; set only on routes guarded by app.authenticate. */
    user: RequestUser;
  }
  interface FastifyContextConfig {
    /** An /api route that answers without a session (the auth endpoints themselves). */
    public?: boolean;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The kind of the session behind request.user; internal to the auth feature. */
    sessionKind?: SessionKind;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Builds a guard; `allowRecovery` admits the short-lived token a reset link gives (update-password only). */
export function createAuthGuard(service: AuthService, allowRecovery: boolean) {
  return async function guard(request: FastifyRequest): Promise<void> {
    if (request.user && (allowRecovery || request.sessionKind === 'user')) return;
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, AUTH_ERRORS.authenticationRequired);
    const caller = await service.authenticate(token, allowRecovery);
    if (!caller) throw new HttpError(401, AUTH_ERRORS.invalidToken);
    const { kind, ...user } = caller;
    request.user = user;
    request.sessionKind = kind;
  };
}

/**
 * Registers `app.authenticate` and makes it the default for every /api route: a route answers without a session
 * only when it says `config: { public: true }`, so a feature that forgets the guard fails closed.
 */
export function registerAuthenticate(app: FastifyInstance, service: AuthService): void {
  app.decorateRequest('user', null as unknown as RequestUser);
  app.decorateRequest('sessionKind', undefined);
  const guard = createAuthGuard(service, false);
  app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => guard(request));
  app.decorate('clientKey', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const userId = token ? await service.signedUserId(token) : undefined;
    return userId ? `user:${userId}` : `ip:${request.ip}`;
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.public) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [app.authenticate, ...existing];
  });
}
