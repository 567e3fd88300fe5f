import { LIMITS, MESSAGES } from '@swedish-translator/core';
import { z } from 'zod';
import { textRule } from './text.js';

/** A required string field with a clear message when it is missing or of the wrong type. */
function requiredString(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a string`),
  });
}

/** Emails are trimmed and lower-cased before validation, so lookups and uniqueness ignore case. */
export const emailSchema = requiredString('Email')
  .trim()
  .toLowerCase()
  .superRefine(textRule('Email', 'email'))
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ pattern: z.regexes.unicodeEmail, error: 'Please enter a valid email address' }));

export const newPasswordSchema = requiredString('Password')
  .superRefine(textRule('Password', 'password'))
  .min(LIMITS.passwordMinLength, MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`);

/** Sign-in accepts any non-empty password up to the maximum; a wrong one is just a failed sign-in. */
const signInPasswordSchema = requiredString('Password')
  .superRefine(textRule('Password', 'password'))
  .min(1, 'Password is required')
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`);

export const fullNameSchema = z
  .string({ error: 'Full name must be a string' })
  .trim()
  .superRefine(textRule('Full name', 'line'))
  .max(LIMITS.fullNameMaxLength, `Full name must be at most ${LIMITS.fullNameMaxLength} characters`)
  .nullish()
  .transform((value) => (value ? value : null));

export const signUpBodySchema = z.object(
  { email: emailSchema, password: newPasswordSchema, full_name: fullNameSchema },
  { error: 'Request body must be a JSON object' },
);
export const signInBodySchema = z.object(
  { email: emailSchema, password: signInPasswordSchema },
  { error: 'Request body must be a JSON object' },
);
export const refreshBodySchema = z.object(
  {
    refresh_token: requiredString('Refresh token')
      .min(1, 'Refresh token is required')
      .max(512, 'Invalid refresh token'),
  },
  { error: 'Request body must be a JSON object' },
);
export const resetPasswordBodySchema = z.object(
  { email: emailSchema },
  { error: 'Request body must be a JSON object' },
);
export const updatePasswordBodySchema = z.object(
  {
    new_password: requiredString('New password')
      .superRefine(textRule('New password', 'password'))
      .min(LIMITS.passwordMinLength, MESSAGES.passwordTooShort)
      .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`),
    /** Required with a normal access token (a stolen one alone cannot change the password); a recovery link's is enough without it. */
    current_password: z
      .string({ error: 'Current password must be a string' })
      .superRefine(textRule('Current password', 'password'))
      .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`)
      .optional(),
  },
  { error: 'Request body must be a JSON object' },
);
export const verifyQuerySchema = z.object({ token: z.string().max(512).optional() });

export type SignUpBody = z.infer<typeof signUpBodySchema>;
export type SignInBody = z.infer<typeof signInBodySchema>;
export type RefreshBody = z.infer<typeof refreshBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** Wire shapes (spec section 7). */
export interface AuthUser {
  id: string;
  email: string;
  full_name: string | null;
}
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  /** Seconds since epoch. */
  expires_at: number;
}
export interface SignUpResponse {
  success: true;
  message: string;
  user: AuthUser;
}
export interface SignInResponse {
  success: true;
  message: string;
  user: AuthUser;
  session: AuthSession;
}
export interface RefreshResponse {
  success: true;
  session: AuthSession;
  user: AuthUser;
}
export interface MessageResponse {
  success: true;
  message: string;
}
export interface ErrorResponse {
  success: false;
  error: string;
}
