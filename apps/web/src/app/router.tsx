import { useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { getPostLoginDestination } from '@/features/auth/api/start-session';
import { LandingSkeleton } from '@/features/landing/components/landing-skeleton';
import { getUserId } from '@/lib/storage';
import { followNavigations } from '@/lib/toast';
import { PageFallback } from './routes/page-fallback';
import { AppRoot } from './routes/root';
import { requireLearner } from './routes/require-learner';
import { RouteErrorBoundary } from './routes/route-error';

/** Each screen is its own chunk, so the landing page downloads only what it shows. */
const screen = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** SPEC §2: a logged-in visitor of / goes to /Tutor. */
function redirectLoggedInVisitor() {
  return getUserId() ? redirect(paths.app.tutor.getHref()) : null;
}

/** A logged-in user opening /login or /signup goes where logging in would take them. */
async function redirectSignedInUser() {
  const userId = getUserId();
  return userId ? redirect(await getPostLoginDestination(userId)) : null;
}

const screens: RouteObject[] = [
  {
    index: true,
    loader: redirectLoggedInVisitor,
    // Landing-shaped, so nothing jumps when the page arrives on a first visit.
    HydrateFallback: LandingSkeleton,
    ...screen(() => import('./routes/landing').then((m) => m.LandingRoute)),
  },
  // Auth
  {
    path: paths.auth.signup.path,
    loader: redirectSignedInUser,
    ...screen(() => import('./routes/auth/signup').then((m) => m.SignupRoute)),
  },
  {
    path: paths.auth.login.path,
    loader: redirectSignedInUser,
    ...screen(() => import('./routes/auth/login').then((m) => m.LoginRoute)),
  },
  {
    path: paths.auth.requestPasswordReset.path,
    ...screen(() => import('./routes/auth/request-password-reset').then((m) => m.RequestPasswordResetRoute)),
  },
  {
    path: paths.auth.resetPassword.path,
    ...screen(() => import('./routes/auth/reset-password').then((m) => m.ResetPasswordRoute)),
  },
  {
    path: paths.auth.verifyEmail.path,
    ...screen(() => import('./routes/auth/verify-email').then((m) => m.VerifyEmailRoute)),
  },
  // Learner screens
  requireLearner([
    {
      path: paths.app.dashboard.path,
      ...screen(() => import('./routes/app/dashboard').then((m) => m.DashboardRoute)),
    },
    { path: paths.app.tutor.path, ...screen(() => import('./routes/app/tutor').then((m) => m.TutorRoute)) },
  ]),
  {
    path: paths.app.learningPlan.path,
    ...screen(() => import('./routes/app/learning-plan').then((m) => m.LearningPlanRoute)),
  },
  {
    path: paths.app.roadmap.path,
    ...screen(() => import('./routes/app/roadmap').then((m) => m.RoadmapRoute)),
  },
  { path: paths.app.chat.path, ...screen(() => import('./routes/app/chat').then((m) => m.ChatRoute)) },
  {
    path: paths.app.crossQuestioning.path,
    ...screen(() => import('./routes/app/cross-questioning').then((m) => m.CrossQuestioningRoute)),
  },
  {
    path: paths.app.profile.path,
    ...screen(() => import('./routes/app/profile').then((m) => m.ProfileRoute)),
  },
  {
    path: paths.app.payment.path,
    ...screen(() => import('./routes/app/payment').then((m) => m.PaymentRoute)),
  },
  {
    path: paths.app.paymentSuccess.path,
    ...screen(() => import('./routes/app/payment-success').then((m) => m.PaymentSuccessRoute)),
  },
  {
    path: paths.app.reminderSettings.path,
    ...screen(() => import('./routes/app/reminder-settings').then((m) => m.ReminderSettingsRoute)),
  },
  {
    path: paths.certificate.path,
    ...screen(() => import('./routes/app/certificate').then((m) => m.CertificateRoute)),
  },
  // Legal and company pages
  {
    path: paths.legal.privacy.path,
    ...screen(() => import('./routes/legal/privacy-policy').then((m) => m.PrivacyPolicyRoute)),
  },
  { path: paths.legal.gdpr.path, ...screen(() => import('./routes/legal/gdpr').then((m) => m.GdprRoute)) },
  {
    path: paths.legal.terms.path,
    ...screen(() => import('./routes/legal/terms-of-service').then((m) => m.TermsOfServiceRoute)),
  },
  {
    path: paths.legal.cookies.path,
    ...screen(() => import('./routes/legal/cookie-policy').then((m) => m.CookiePolicyRoute)),
  },
  {
    path: paths.company.blog.path,
    ...screen(() => import('./routes/company/blog').then((m) => m.BlogRoute)),
  },
  {
    path: paths.company.contact.path,
    ...screen(() => import('./routes/company/contact').then((m) => m.ContactRoute)),
  },
  {
    path: paths.company.about.path,
    ...screen(() => import('./routes/company/about').then((m) => m.AboutRoute)),
  },
  { path: '*', ...screen(() => import('./routes/not-found').then((m) => m.NotFoundRoute)) },
];

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // A pathless layer so the header and footer render while a screen's code loads.
        HydrateFallback: PageFallback,
        ErrorBoundary: RouteErrorBoundary,
        children: screens,
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  // A toast raised just before a navigation belongs to the next page, however long that page takes to load.
  useEffect(() => followNavigations(router), [router]);
  return <RouterProvider router={router} />;
}
