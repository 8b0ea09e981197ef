/** The spec's exact cross-questioning strings (SPEC §5, §8). */
export const CROSS_MESSAGES = {
  topicRequired: 'Please enter a topic to generate questions.',
  answersRequired: 'Please provide answers for all questions.',
  generateFailed: 'Failed to generate questions. Please try again.',
  evaluateFailed: 'Failed to evaluate answers. Please try again.',
  generate: 'Generate Questions',
  generating: 'Generating...',
  submit: 'Submit Answers',
  submitting: 'Evaluating...',
} as const;
