import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { SessionKind } from '../../db/schema.js';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const RECOVERY_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'swedish-translator';
const AUDIENCE = 'swedish-translator';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  kind: SessionKind;
}

export interface SignedToken {
  token: string;
  /** Seconds since epoch. */
  expiresAt: number;
}

/** HS256 JWTs carrying the user id (sub), the session id (sid) and the session kind (typ). */
export class TokenSigner {
  // A KeyObject made once: given raw bytes, jose would import the key again on every sign and verify.
  private readonly key: crypto.KeyObject;

  constructor(secret: string) {
    this.key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(claims: AccessClaims, nowSeconds = Math.floor(Date.now() / 1000)): Promise<SignedToken> {
    const ttl = claims.kind === 'recovery' ? RECOVERY_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
    const expiresAt = nowSeconds + ttl;
    const token = await new SignJWT({ sid: claims.sessionId, typ: claims.kind })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or null for anything else (bad signature, other algorithm, expired, malformed). */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const { sub, sid, typ } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || (typ !== 'user' && typ !== 'recovery')) return null;
      return { userId: sub, sessionId: sid, kind: typ };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/** An opaque random token (256 bits) for refresh and reset links. */
export function generateOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only hashes of opaque tokens are stored; a leaked database does not reveal usable tokens. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
