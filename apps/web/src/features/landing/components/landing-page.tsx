import { Suspense, type ReactNode } from 'react';
import { usePageMeta } from '@/hooks/use-page-meta';
import { landingMeta } from '../content/meta';
import { ClosingCta } from './closing-cta';
import { FounderStory } from './founder-story';
import { HelpWidget } from './help-widget';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { KeyFeatures } from './key-features';
import { MobileStartFree } from './mobile-start-free';
import { Pricing } from './pricing';
import { RenderInStages } from './render-in-stages';
import { Testimonials } from './testimonials';

interface LandingPageProps {
  /**
   * Every section in the first render: for the prerendered page (and its hydration), and when the address
   * targets a section (/#pricing) that must exist to scroll to. Otherwise the sections under the hero mount
   * one per task after it.
   */
  allAtOnce: boolean;
}

/**
 * A Suspense boundary per section: a section that suspends keeps the server's HTML and leaves the others
 * rendering, and react-dom hydrates each boundary in a task of its own, so no one long task makes the whole
 * page interactive. The counts inside the sections come from a store their readers subscribe
 * to (lib/polled-value.ts), not a context, so a new count re-renders only its reader.
 */
function Section({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

const underTheHero = [FounderStory, KeyFeatures, HowItWorks, Testimonials, Pricing, ClosingCta];

/** SPEC §1, §2: the landing page, with the help widget that shows on / only. Router-free. */
export function LandingPage({ allAtOnce }: LandingPageProps) {
  usePageMeta(landingMeta.title, landingMeta.description);
  return (
    <>
      <Section>
        <Hero />
      </Section>
      <RenderInStages
        all={allAtOnce}
        stages={underTheHero.map((Content, index) => (
          // A fixed list: its order is its identity.
          <Section key={index}>
            <Content />
          </Section>
        ))}
      />
      <MobileStartFree />
      <HelpWidget />
    </>
  );
}
