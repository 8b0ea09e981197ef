export const closingCta = {
  heading: 'Stop watching. Start building.',
  text: 'Your first real project is 5 days away. Tell Pathwise your goal and get your plan today.',
  button: 'Start Free',
} as const;
