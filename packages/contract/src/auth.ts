import { z } from 'zod';
import { nonBlank, timeZone, userId } from './common';

/** Digits with the usual separators; 7 to 15 digits, as E.164 allows. */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
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

export const signupRequest = z.object({
  name: nonBlank('Name is required.', 100),
  email,
  password,
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
  newPassword: z
    .string({ message: 'New password is required.' })
    .min(1, { message: 'New password is required.' })
    .max(1024, { message: 'Password must be at most 1024 characters.' }),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const pingDbResponse = z.object({ ok: z.boolean() });

export const meResponse = z.object({
  id: userId,
  name: z.string(),
  email: z.string(),
  phone_no: z.string().nullable(),
  timeZone: z.string(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const trialStatusResponse = z.object({
  isTrialActive: z.boolean(),
  trialEndsAt: z.iso.datetime(),
});
export type TrialStatusResponse = z.infer<typeof trialStatusResponse>;
