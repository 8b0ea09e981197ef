import { useLocation } from 'react-router';
import { ClosingCta } from '@/features/landing/components/closing-cta';
import { FounderStory } from '@/features/landing/components/founder-story';
import { HelpWidget } from '@/features/landing/components/help-widget';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { KeyFeatures } from '@/features/landing/components/key-features';
import { MobileStartFree } from '@/features/landing/components/mobile-start-free';
import { Pricing } from '@/features/landing/components/pricing';
import { RenderInStages } from '@/features/landing/components/render-in-stages';
import { Testimonials } from '@/features/landing/components/testimonials';
import { usePageMeta } from '@/hooks/use-page-meta';

export const LANDING_DESCRIPTION =
  'Build a real project in 5 days. Pathwise gives you a 30-day AI learning plan, a daily lesson, a personal AI tutor, reminders and a certificate. 7-day free trial, then ₹499 once for life.';

/** SPEC §1, §2: the landing page, with the help widget that shows on / only. */
export function LandingRoute() {
  usePageMeta(undefined, LANDING_DESCRIPTION);
  const { hash } = useLocation();
  return (
    <>
      <Hero />
      <RenderInStages
        all={hash !== ''}
        stages={[
          <FounderStory key="founder" />,
          <KeyFeatures key="features" />,
          <HowItWorks key="how" />,
          <Testimonials key="testimonials" />,
          <Pricing key="pricing" />,
          <ClosingCta key="closing" />,
        ]}
      />
      <MobileStartFree />
      <HelpWidget />
    </>
  );
}
