import { useLocation } from 'react-router';
import { LandingPage } from '@/features/landing/components/landing-page';

/**
 * The landing page inside the SPA, for client-side navigation to / (the logo, a footer anchor, after
 * logout). A first visit to / gets the prerendered page instead (app/landing-entry).
 */
export function LandingRoute() {
  const { hash } = useLocation();
  return <LandingPage allAtOnce={hash !== ''} />;
}
