/** The spec's exact learning-plan strings (SPEC §2, §5, §8). */
export const PLAN_MESSAGES = {
  goalRequired: 'Please enter a learning goal.',
  noPlan: 'No plan generated. Please try again.',
  failed: 'Failed to generate learning plan. Please try again.',
  duration: '30 Days (4 Weeks)',
} as const;

/** SPEC §9: the plan is always 30 days, sent as the text '30'. */
export const PLAN_DURATION = '30';

/** SPEC §9: after generation the learner goes to the tutor after 5 seconds. */
export const REDIRECT_SECONDS = 5;
