import * as Dialog from '@radix-ui/react-dialog';
import { AUTH_TIMERS_MS, LIMITS, MESSAGES } from '@swedish-translator/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useReturnFocus } from '../../components/focus';
import * as authApi from './auth-api';
import { type AuthModalMode, useAuth } from './auth-context';
import { PasswordInput } from './password-input';

const TITLES: Record<AuthModalMode, string> = {
  signin: MESSAGES.signIn,
  signup: MESSAGES.signUp,
  reset: MESSAGES.resetPassword,
  update: MESSAGES.updatePassword,
  expired: MESSAGES.resetPassword,
};

const DESCRIPTIONS: Record<AuthModalMode, string> = {
  signin: 'Sign in to save translations as flashcards and review them.',
  signup: 'Create an account to keep your own flashcard collections.',
  reset: 'Enter your email and we will send you a link to choose a new password.',
  update: 'Choose a new password for your account.',
  expired: 'Enter your email to get a new password reset link.',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's error text, else 'Operation failed'; a network failure gives 'Network error. Please try again.' */
function authErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message || MESSAGES.operationFailed;
  return MESSAGES.operationFailed;
}

/** The sign-in / sign-up / reset / update-password dialog (spec sections 2 and 4). */
export function AuthModal() {
  const { modalMode, closeAuthModal, openAuthModal } = useAuth();
  const mode = modalMode ?? 'signin';
  const returnFocus = useReturnFocus(modalMode !== null);
  return (
    <Dialog.Root open={modalMode !== null} onOpenChange={(open) => !open && closeAuthModal()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[1px]" />
        <Dialog.Content
          className="card fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 shadow-xl focus:outline-none sm:p-8"
          data-auth-mode={mode}
          // The form focuses its first field itself, on open and on every mode switch.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={returnFocus}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-ink">{TITLES[mode]}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">{DESCRIPTIONS[mode]}</Dialog.Description>
            </div>
            <Dialog.Close className="btn-ghost -mr-2 -mt-1 px-2" aria-label="Close">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          {/* Keyed by mode: switching mode remounts the form, which clears its fields and messages. */}
          <AuthForm key={mode} mode={mode} switchTo={openAuthModal} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AuthForm({ mode, switchTo }: { mode: AuthModalMode; switchTo(mode: AuthModalMode): void }) {
  const { setSession, closeAuthModal, recoveryToken, finishRecovery } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(mode === 'expired' ? MESSAGES.resetLinkExpired : null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);
  const after = (ms: number, action: () => void) => {
    timer.current = setTimeout(action, ms);
  };

  const validate = (): string | null => {
    if (mode === 'update') {
      if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
      if (password.length < LIMITS.passwordMinLength) return MESSAGES.passwordTooShort;
      if (!recoveryToken) return MESSAGES.resetSessionNotFound;
      return null;
    }
    if (mode === 'signup' && !fullName.trim()) return 'Full name is required';
    if (!EMAIL_PATTERN.test(email.trim())) return 'Please enter a valid email address';
    if (mode === 'signin' && !password) return 'Password is required';
    if (mode === 'signup' && password.length < LIMITS.passwordMinLength) return MESSAGES.passwordTooShort;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || success) return;
    setError(null);
    setSuccess(null);
    const invalid = validate();
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'signin') {
        const res = await authApi.signIn(email.trim(), password);
        setSession(authApi.toStoredSession(res.user, res.session));
        setSuccess(res.message);
        after(AUTH_TIMERS_MS.closeAfterSignIn, closeAuthModal);
      } else if (mode === 'signup') {
        const res = await authApi.signUp(email.trim(), password, fullName);
        // The new account signs in with what was just typed, so nobody has to type it all again.
        try {
          const signedIn = await authApi.signIn(email.trim(), password);
          setSession(authApi.toStoredSession(signedIn.user, signedIn.session));
        } catch {
          // The account exists; signing in by hand still works. The sign-up message stands.
        }
        setSuccess(res.message);
        after(AUTH_TIMERS_MS.closeAfterSignIn, closeAuthModal);
      } else if (mode === 'reset' || mode === 'expired') {
        const res = await authApi.requestPasswordReset(email.trim());
        setSuccess(res.message);
        after(AUTH_TIMERS_MS.backToSignInAfterResetEmail, () => switchTo('signin'));
      } else {
        const res = await authApi.updatePassword(recoveryToken ?? '', password);
        setSuccess(res.message ?? 'Password updated successfully');
        // Every session of the account ended on the server; forget any stored one too.
        setSession(null);
        after(AUTH_TIMERS_MS.backToSignInAfterPasswordUpdate, () => {
          finishRecovery();
          switchTo('signin');
        });
      }
    } catch (caught) {
      setError(
        mode === 'update' ? (caught as Error).message || MESSAGES.failedToUpdatePassword : authErrorText(caught),
      );
    } finally {
      setBusy(false);
    }
  };

  const field = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    type: string,
    auto: string,
  ) => (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        className="field-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={auto}
        required
        disabled={busy}
        {...(type === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
      />
    </div>
  );

  const submitLabel =
    mode === 'signin'
      ? MESSAGES.signIn
      : mode === 'signup'
        ? MESSAGES.signUp
        : mode === 'update'
          ? MESSAGES.updatePassword
          : MESSAGES.sendResetEmail;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label={TITLES[mode]}>
      {mode === 'signup' && field('auth-full-name', 'Full Name', fullName, setFullName, 'text', 'name')}
      {mode !== 'update' && field('auth-email', 'Email', email, setEmail, 'email', 'email')}
      {(mode === 'signin' || mode === 'signup') && (
        <PasswordInput
          id="auth-password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          disabled={busy}
        />
      )}
      {mode === 'update' && (
        <>
          <PasswordInput
            id="auth-new-password"
            label="New Password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            disabled={busy}
          />
          <PasswordInput
            id="auth-confirm-password"
            label="Confirm Password"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            disabled={busy}
          />
        </>
      )}

      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {success && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          {success}
        </p>
      )}

      <button type="submit" className="btn-primary w-full py-2.5" disabled={busy || success !== null}>
        {busy ? 'Please wait...' : submitLabel}
      </button>

      <div className="flex flex-col items-center gap-2 pt-1 text-sm">
        {mode === 'signin' && (
          <>
            <LinkButton onClick={() => switchTo('reset')}>{MESSAGES.forgotPassword}</LinkButton>
            <LinkButton onClick={() => switchTo('signup')}>{MESSAGES.noAccountSignUp}</LinkButton>
          </>
        )}
        {mode === 'signup' && <LinkButton onClick={() => switchTo('signin')}>{MESSAGES.haveAccountSignIn}</LinkButton>}
        {(mode === 'reset' || mode === 'expired' || mode === 'update') && (
          <LinkButton onClick={() => switchTo('signin')}>{MESSAGES.backToSignIn}</LinkButton>
        )}
      </div>
    </form>
  );
}

function LinkButton({ onClick, children }: { onClick(): void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="tap-target rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-700 hover:underline"
    >
      {children}
    </button>
  );
}
