import crypto from 'node:crypto';
import type { SignInBody, SignUpBody } from '@swedish-translator/contracts';
import { MESSAGES } from '@swedish-translator/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { SessionKind } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { type Mailer, passwordResetMessage } from './mailer.js';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import { generateOpaqueToken, hashToken, RECOVERY_TOKEN_TTL_SECONDS, type TokenSigner } from './tokens.js';

/** A signed-in session lives this long after its last refresh. */
export const SESSION_IDLE_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A used refresh token presented again within this window (two tabs refreshing at once) is not treated as theft. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const RESET_LINK_TTL_SECONDS = 60 * 60;

export const AUTH_ERRORS = {
  emailTaken: 'An account with this email already exists',
  authenticationRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

export const AUTH_MESSAGES = {
  signedUp: 'Account created successfully. You can now sign in.',
  signedIn: 'Signed in successfully',
  signedOut: 'Signed out successfully',
  resetSent: 'If an account exists for this email, a password reset link has been sent.',
  passwordUpdated: 'Password updated successfully',
} as const;

/** The authenticated caller, as routes see it on `request.user`. */
export interface RequestUser {
  id: string;
  email: string;
  sessionId: string;
}

export interface IssuedSession {
  user: repo.UserRow;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

const iso = (date: Date) => date.toISOString();
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly signer: TokenSigner,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async signUp(input: SignUpBody): Promise<repo.UserRow> {
    if (await repo.findUserByEmail(this.db, input.email)) throw new HttpError(409, AUTH_ERRORS.emailTaken);
    const now = iso(new Date());
    const user: repo.UserRow = {
      id: crypto.randomUUID(),
      email: input.email,
      password_hash: await hashPassword(input.password),
      full_name: input.full_name,
      created_at: now,
      updated_at: now,
    };
    try {
      await repo.insertUser(this.db, user);
    } catch (error) {
      // Two sign-ups for one email at once: the unique index decides.
      if (await repo.findUserByEmail(this.db, input.email)) throw new HttpError(409, AUTH_ERRORS.emailTaken);
      throw error;
    }
    return user;
  }

  async signIn(input: SignInBody): Promise<IssuedSession> {
    const user = await repo.findUserByEmail(this.db, input.email);
    const valid = await verifyPassword(user?.password_hash ?? DUMMY_PASSWORD_HASH, input.password);
    if (!user || !valid) throw new HttpError(401, MESSAGES.invalidEmailOrPassword);
    return this.startSession(user, 'user');
  }

  /** Rotates a refresh token: the old one is spent, a new one and a fresh access token are issued. */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const now = new Date();
    const tokenHash = hashToken(refreshToken);
    const row = await repo.findRefreshToken(this.db, tokenHash);
    if (row?.kind !== 'user' || row.revokedAt !== null || row.expiresAt <= iso(now)) {
      throw new HttpError(401, AUTH_ERRORS.invalidRefreshToken);
    }
    const firstUse = row.usedAt === null && (await repo.markRefreshTokenUsed(this.db, tokenHash, iso(now)));
    if (!firstUse) {
      const usedAt = row.usedAt ? new Date(row.usedAt) : now;
      if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) {
        // A spent token came back: someone holds a copy. End the whole family so the thief's copy dies too.
        await repo.revokeSession(this.db, row.sessionId, 'refresh-token-reuse', iso(now));
        this.log.warn({ sessionId: row.sessionId, userId: row.userId }, 'refresh token reuse: session revoked');
        throw new HttpError(401, AUTH_ERRORS.invalidRefreshToken);
      }
    }
    const user = await repo.findUserById(this.db, row.userId);
    if (!user) throw new HttpError(401, AUTH_ERRORS.invalidRefreshToken);
    await repo.extendSession(this.db, row.sessionId, iso(later(now, SESSION_IDLE_TTL_SECONDS)));
    return this.issueTokens(user, row.sessionId, 'user', now);
  }

  async signOut(sessionId: string): Promise<void> {
    await repo.revokeSession(this.db, sessionId, 'sign-out', iso(new Date()));
  }

  /** Mails a single-use reset link when the account exists; the caller answers the same either way. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) return;
    const now = new Date();
    const token = generateOpaqueToken();
    await repo.insertResetToken(this.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      now: iso(now),
      expiresAt: iso(later(now, RESET_LINK_TTL_SECONDS)),
    });
    const link = `${this.appUrl}/api/auth/verify?token=${encodeURIComponent(token)}`;
    // Not awaited: an SMTP round trip only for existing accounts would tell them apart by timing.
    this.mailer.send(passwordResetMessage(user.email, link)).catch((error: unknown) => {
      this.log.error({ err: error, userId: user.id }, 'password reset email could not be sent');
    });
  }

  /** Consumes a reset link; returns a short-lived recovery access token, or null when expired or used. */
  async verifyResetLink(token: string | undefined): Promise<{ accessToken: string; expiresIn: number } | null> {
    if (!token) return null;
    const now = new Date();
    const userId = await repo.consumeResetToken(this.db, hashToken(token), iso(now));
    if (!userId) return null;
    const user = await repo.findUserById(this.db, userId);
    if (!user) return null;
    const sessionId = crypto.randomUUID();
    await repo.insertSession(this.db, {
      id: sessionId,
      userId,
      kind: 'recovery',
      now: iso(now),
      expiresAt: iso(later(now, RECOVERY_TOKEN_TTL_SECONDS)),
    });
    const signed = await this.signer.sign({ userId, sessionId, kind: 'recovery' });
    return { accessToken: signed.token, expiresIn: RECOVERY_TOKEN_TTL_SECONDS };
  }

  /**
   * Sets a new password. With a recovery token every session ends (the recovery one included, so the link's token
   * works once); a normal access token must come with the current password, and the caller's own session stays
   * while every other one ends.
   */
  async updatePassword(
    caller: RequestUser & { kind: SessionKind },
    newPassword: string,
    currentPassword?: string,
  ): Promise<void> {
    if (caller.kind === 'user') {
      // A normal session must prove it knows the password: a stolen access token alone is not a takeover.
      if (!currentPassword) throw new HttpError(400, AUTH_ERRORS.currentPasswordRequired);
      const user = await repo.findUserById(this.db, caller.id);
      if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
        throw new HttpError(403, AUTH_ERRORS.currentPasswordWrong);
      }
    }
    const passwordHash = await hashPassword(newPassword);
    const now = iso(new Date());
    await this.db.transaction().execute(async (trx) => {
      await repo.updatePasswordHash(trx, caller.id, passwordHash, now);
      const keep = caller.kind === 'user' ? caller.sessionId : undefined;
      await repo.revokeUserSessions(trx, caller.id, 'password-change', now, keep);
      await repo.consumeUserResetTokens(trx, caller.id, now);
    });
  }

  /**
   * The user a signed access token names, without the session lookup: enough to count a caller's requests
   * against per-client limits (a revoked session's token still counts against its user, never against an IP).
   */
  async signedUserId(token: string): Promise<string | undefined> {
    const claims = await this.signer.verify(token);
    return claims?.kind === 'user' ? claims.userId : undefined;
  }

  /** The caller a bearer token names, when the token is valid and its session is live. */
  async authenticate(token: string, allowRecovery: boolean): Promise<(RequestUser & { kind: SessionKind }) | null> {
    const claims = await this.signer.verify(token);
    if (!claims || (claims.kind === 'recovery' && !allowRecovery)) return null;
    const session = await repo.findActiveSession(this.db, claims.sessionId, claims.userId, iso(new Date()));
    if (!session || session.kind !== claims.kind) return null;
    return { id: session.userId, email: session.email, sessionId: session.sessionId, kind: session.kind };
  }

  private async startSession(user: repo.UserRow, kind: SessionKind): Promise<IssuedSession> {
    const now = new Date();
    await repo.pruneUserSessions(this.db, user.id, iso(now));
    const sessionId = crypto.randomUUID();
    await repo.insertSession(this.db, {
      id: sessionId,
      userId: user.id,
      kind,
      now: iso(now),
      expiresAt: iso(later(now, SESSION_IDLE_TTL_SECONDS)),
    });
    return this.issueTokens(user, sessionId, kind, now);
  }

  private async issueTokens(user: repo.UserRow, sessionId: string, kind: SessionKind, now: Date) {
    const refreshToken = generateOpaqueToken();
    await repo.insertRefreshToken(this.db, hashToken(refreshToken), sessionId, iso(now));
    const access = await this.signer.sign({ userId: user.id, sessionId, kind }, Math.floor(now.getTime() / 1000));
    return { user, accessToken: access.token, refreshToken, expiresAt: access.expiresAt };
  }
}
