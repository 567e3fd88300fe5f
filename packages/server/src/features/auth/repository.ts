import type { Kysely, Transaction } from 'kysely';
import type { Database, SessionKind, UsersTable } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type UserRow = UsersTable;

export interface ActiveSession {
  sessionId: string;
  kind: SessionKind;
  userId: string;
  email: string;
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Executor, user: UserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string, now: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function insertSession(
  db: Executor,
  session: { id: string; userId: string; kind: SessionKind; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      kind: session.kind,
      created_at: session.now,
      expires_at: session.expiresAt,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
}

/** The live session a token names: not revoked, not expired, owned by that user. */
export async function findActiveSession(
  db: Executor,
  sessionId: string,
  userId: string,
  now: string,
): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.kind as kind', 'users.id as userId', 'users.email as email'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row;
}

/** Deletes a user's ended sessions (their refresh tokens go with them), so the tables do not grow forever. */
export async function pruneUserSessions(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .execute();
  await db
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}

export async function extendSession(db: Executor, sessionId: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Executor, sessionId: string, reason: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user except `keepSessionId` (when given). */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  reason: string,
  now: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function insertRefreshToken(db: Executor, tokenHash: string, sessionId: string, now: string) {
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: tokenHash, session_id: sessionId, created_at: now, used_at: null })
    .execute();
}

export function findRefreshToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.token_hash as tokenHash',
      'refresh_tokens.used_at as usedAt',
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.kind as kind',
      'sessions.revoked_at as revokedAt',
      'sessions.expires_at as expiresAt',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a refresh token used; true only for the one caller that flipped it (a compare-and-set). */
export async function markRefreshTokenUsed(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertResetToken(
  db: Executor,
  token: { tokenHash: string; userId: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      created_at: token.now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Consumes an unused, unexpired reset token; returns its user id, or undefined when it cannot be used. */
export async function consumeResetToken(db: Executor, tokenHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export async function consumeUserResetTokens(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
