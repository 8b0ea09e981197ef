/** Brand facts shown across the shell. */
export const site = {
  name: 'Pathwise',
  tagline: 'AI-powered personalized learning for everyone.',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/pathwise-learning' },
    { label: 'X (Twitter)', href: 'https://x.com/pathwiselearn' },
  ],
} as const;

export function pageTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} — AI-powered personalised learning`;
}
