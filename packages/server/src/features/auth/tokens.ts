import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { SessionKind } from '../../db/schema.js';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const RECOVERY_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'swedish-translator';
const AUDIENCE = 'swedish-translator';
/** Verified access tokens remembered (about 300 bytes each). */
const VERIFIED_CACHE_SIZE = 10_000;

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
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly cacheSize = VERIFIED_CACHE_SIZE,
  ) {
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
  async verify(token: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<AccessClaims | null> {
    // A token string whose signature checked out once stays valid until it expires: every request of a session
    // presents the same token, so the HMAC check (WebCrypto, ~8 % of a small authenticated request) runs once per
    // token. Revocation is unaffected: the session row is still read on every request.
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > nowSeconds) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(nowSeconds * 1000),
      });
      const { sub, sid, typ, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || (typ !== 'user' && typ !== 'recovery')) return null;
      const claims: AccessClaims = { userId: sub, sessionId: sid, kind: typ };
      this.remember(token, claims, exp as number);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAt: number): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.verified.size >= this.cacheSize) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims, expiresAt });
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
