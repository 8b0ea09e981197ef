/**
 * Every route of the app (SPEC §2). Screens link with getHref(); the router uses path.
 * The casing of /Tutor, /GDPR and /TermsOfService is the spec's.
 */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path }) as const;

export type LandingSection = 'features' | 'how-it-works' | 'testimonials' | 'pricing';

export const paths = {
  home: {
    ...fixed('/'),
    section: (id: LandingSection) => `/#${id}`,
  },
  auth: {
    signup: fixed('/signup'),
    login: fixed('/login'),
    requestPasswordReset: fixed('/request-password-reset'),
    resetPassword: {
      path: '/reset-password/:token',
      getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
    },
    verifyEmail: {
      path: '/verify-email/:token',
      getHref: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
    },
  },
  app: {
    dashboard: fixed('/dashboard'),
    tutor: fixed('/Tutor'),
    learningPlan: fixed('/learning-plan'),
    roadmap: fixed('/roadmap'),
    chat: fixed('/chat'),
    crossQuestioning: fixed('/cross-questioning'),
    profile: fixed('/profile'),
    payment: fixed('/payment'),
    paymentSuccess: fixed('/payment-success'),
    reminderSettings: fixed('/reminder-settings'),
  },
  legal: {
    privacy: fixed('/policy'),
    gdpr: fixed('/GDPR'),
    terms: fixed('/TermsOfService'),
    cookies: fixed('/cookies'),
  },
  company: {
    blog: fixed('/blog'),
    contact: fixed('/contact'),
    about: fixed('/about'),
  },
  certificate: {
    path: '/certificates/:id',
    getHref: (id: string) => `/certificates/${encodeURIComponent(id)}`,
  },
} as const;

/** Every route pattern above ('/Tutor', '/certificates/:id', ...). The server answers 404 for any other page. */
export const routePatterns: string[] = (function collect(node: object): string[] {
  return Object.values(node).flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null) return [];
    const own = 'path' in value && typeof value.path === 'string' ? [value.path] : [];
    return [...own, ...collect(value)];
  });
})(paths);
