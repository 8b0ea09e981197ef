/**
 * The landing page's title and description: set by the SPA's route as it opens, and written into the
 * prerendered page's head at build time (search results and link previews read them there).
 */
export const landingMeta = {
  /** None: the tab shows the brand line (config/site.ts pageTitle()). */
  title: undefined,
  description:
    'Build a real project in 5 days. Pathwise gives you a 30-day AI learning plan, a daily lesson, a personal AI tutor, reminders and a certificate. 7-day free trial, then ₹499 once for life.',
} as const;
