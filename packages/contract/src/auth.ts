import { z } from 'zod';
import { nonBlank, timeZone, userId } from './common';

/**
 * The phone rule of sign-up and reminders (decision 018): an optional leading +, digits and the usual
 * separators (plain spaces, parentheses, dots, hyphens), 7 to 15 digits as E.164 allows. Tabs, line
 * breaks and other control or invisible characters are refused, not stripped.
 */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.replace(/^ +| +$/g, '');
  if (!/^\+?[\d ().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/**
 * A number WhatsApp can reach: the sign-up rule, written internationally (its digits start with a
 * country code, never 0). `+91 98765 43210` passes; `1`, `+0123`, `98765\n43210` do not.
 */
export function isInternationalPhoneNumber(value: string): boolean {
  return isPhoneNumber(value) && /^[1-9]/.test(value.replace(/\D/g, ''));
}

export const email = z
  .string({ message: 'Email is required.' })
  .trim()
  .min(1, { message: 'Email is required.' })
  .max(254, { message: 'Email must be at most 254 characters.' })
  .pipe(z.email({ message: 'Please provide a valid email address.' }));

const password = z
  .string({ message: 'Password is required.' })
  .min(1, { message: 'Password is required.' })
  .max(1024, { message: 'Password must be at most 1024 characters.' });

/**
 * The rule for a new password (decision 015): at least 8 characters, and not a common or leaked one.
 * The length is checked here, so the forms can say it before sending; the list is the server's.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooCommon:
    'This password is too common: it appears in lists of leaked passwords. Please choose a less common one.',
  tooSimple:
    'This password is too easy to guess: it repeats a character or runs in order (aaaaaaaa, abcdefgh, 12345678). Please choose another.',
  looksLikeEmail:
    'Your password must not contain your e-mail address or its name part. Please choose another.',
  rule: `At least ${PASSWORD_MIN_LENGTH} characters, not your e-mail address or an easy run (aaaaaaaa, 12345678); common or leaked passwords are refused.`,
} as const;
const longEnough = (value: string) => value.length === 0 || [...value].length >= PASSWORD_MIN_LENGTH;

/** A new password: SPEC's "required" message when empty, the length rule otherwise. */
const newPassword = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .min(1, { message: requiredMessage })
    .max(1024, { message: 'Password must be at most 1024 characters.' })
    .refine(longEnough, { message: PASSWORD_MESSAGES.tooShort });

export const signupRequest = z.object({
  name: nonBlank('Name is required.', 100),
  email,
  password: newPassword('Password is required.'),
  phone_no: nonBlank('Phone number is required.', 32).refine(isPhoneNumber, {
    message: 'Please provide a valid phone number.',
  }),
  timeZone: timeZone.optional(),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const loginRequest = z.object({
  email,
  password,
  timeZone: timeZone.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string().min(1), userId });
export type LoginResponse = z.infer<typeof loginResponse>;

export const googleLoginRequest = z.object({
  token: nonBlank('Google token is required.', 8192),
  timeZone: timeZone.optional(),
});
export type GoogleLoginRequest = z.infer<typeof googleLoginRequest>;

export const requestPasswordResetRequest = z.object({ email });
export type RequestPasswordResetRequest = z.infer<typeof requestPasswordResetRequest>;

export const resetPasswordRequest = z.object({
  resetToken: nonBlank('Reset token is required.', 256),
  newPassword: newPassword('New password is required.'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const pingDbResponse = z.object({ ok: z.boolean() });

export const meResponse = z.object({
  id: userId,
  name: z.string(),
  email: z.string(),
  phone_no: z.string().nullable(),
  timeZone: z.string(),
  /** Whether the learner has proved the address (decision 015); optional for older servers. */
  emailVerified: z.boolean().optional(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const trialStatusResponse = z.object({
  isTrialActive: z.boolean(),
  trialEndsAt: z.iso.datetime(),
});
export type TrialStatusResponse = z.infer<typeof trialStatusResponse>;

export const verifyEmailRequest = z.object({
  token: nonBlank('Verification token is required.', 256),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address is verified. Thank you!';
/** A link opened again after it verified the address (only for the link's own, verified account). */
export const EMAIL_ALREADY_VERIFIED_MESSAGE =
  'This e-mail address is already verified: this link was used before. Nothing more to do.';

export const verifyEmailResponse = z.object({
  message: z.string(),
  /** True when the link had already verified this address; optional for older servers. */
  alreadyVerified: z.boolean().optional(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;
export const INVALID_VERIFICATION_MESSAGE =
  'This verification link is invalid or has expired. Please request a new one.';
