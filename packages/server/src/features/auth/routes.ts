import {
  refreshBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updatePasswordBodySchema,
  verifyQuerySchema,
} from '@swedish-translator/contracts';
import type { FastifyInstance } from 'fastify';
import { createAuthGuard, registerAuthenticate } from './authenticate.js';
import { createMailer } from './mailer.js';
import { presentSession, presentUser } from './presenter.js';
import { createAuthRateLimits } from './rate-limit.js';
import { loadAuthSecret } from './secret.js';
import { AUTH_MESSAGES, AuthService } from './service.js';
import { TokenSigner } from './tokens.js';

const EXPIRED_LINK_HASH =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

/** Accounts: `app.authenticate` for every other feature, and the /api/auth endpoints (spec section 7). */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  const { auth, dataDir } = app.config;
  const signer = new TokenSigner(loadAuthSecret(auth.secret, dataDir));
  const mailer = createMailer({ smtpUrl: auth.smtpUrl, from: auth.mailFrom, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const service = new AuthService(app.database.db, signer, mailer, auth.appUrl, app.log);
  const limits = createAuthRateLimits(app, auth.rateLimits);
  registerAuthenticate(app, service);
  const publicRoute = { public: true };
  // Auth answers carry tokens and account data: no browser or proxy cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/auth/')) reply.header('Cache-Control', 'no-store');
  });

  app.post('/api/auth/signup', { config: publicRoute, preHandler: limits.signUp }, async (request) => {
    const body = signUpBodySchema.parse(request.body);
    const user = await service.signUp(body);
    return { success: true, message: AUTH_MESSAGES.signedUp, user: presentUser(user) };
  });

  app.post('/api/auth/signin', { config: publicRoute, preHandler: limits.signIn }, async (request) => {
    const body = signInBodySchema.parse(request.body);
    const issued = await service.signIn(body);
    return {
      success: true,
      message: AUTH_MESSAGES.signedIn,
      user: presentUser(issued.user),
      session: presentSession(issued),
    };
  });

  app.post('/api/auth/refresh', { config: publicRoute }, async (request) => {
    const body = refreshBodySchema.parse(request.body);
    const issued = await service.refresh(body.refresh_token);
    return { success: true, session: presentSession(issued), user: presentUser(issued.user) };
  });

  app.post('/api/auth/signout', { preHandler: app.authenticate }, async (request) => {
    await service.signOut(request.user.sessionId);
    return { success: true, message: AUTH_MESSAGES.signedOut };
  });

  app.post('/api/auth/reset-password', { config: publicRoute, preHandler: limits.reset }, async (request) => {
    const body = resetPasswordBodySchema.parse(request.body);
    await service.requestPasswordReset(body.email);
    return { success: true, message: AUTH_MESSAGES.resetSent };
  });

  app.get('/api/auth/verify', { config: publicRoute }, async (request, reply) => {
    const query = verifyQuerySchema.safeParse(request.query);
    const recovery = query.success ? await service.verifyResetLink(query.data.token) : null;
    const hash = recovery
      ? `#access_token=${encodeURIComponent(recovery.accessToken)}&expires_in=${recovery.expiresIn}&type=recovery`
      : EXPIRED_LINK_HASH;
    // The token travels in the fragment, which browsers never send to servers or in Referer headers.
    reply.header('Referrer-Policy', 'no-referrer');
    return reply.redirect(`/${hash}`, 302);
  });

  const recoveryGuard = createAuthGuard(service, true);
  // Guessing the current password here costs an argon2 check each, and counts against the sign-in limit per IP.
  const updateRoute = { config: publicRoute, onRequest: recoveryGuard, preHandler: limits.signIn };
  app.post('/api/auth/update-password', updateRoute, async (request) => {
    const body = updatePasswordBodySchema.parse(request.body);
    const caller = { ...request.user, kind: request.sessionKind ?? 'user' };
    await service.updatePassword(caller, body.new_password, body.current_password);
    return { success: true, message: AUTH_MESSAGES.passwordUpdated };
  });
}
