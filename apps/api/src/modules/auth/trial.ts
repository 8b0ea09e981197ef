import { TRIAL_DAYS } from '@pathwise/contract';

export { TRIAL_DAYS };
const DAY_MS = 24 * 60 * 60 * 1000;

export const trialEndFrom = (signupAt: Date) => new Date(signupAt.getTime() + TRIAL_DAYS * DAY_MS);

export const isTrialActive = (trialEndsAt: Date, now = new Date()) => trialEndsAt.getTime() > now.getTime();
