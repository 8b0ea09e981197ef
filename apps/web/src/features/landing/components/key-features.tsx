import { Card } from '@/components/ui/card';
import { keyFeatures } from '../content/features';
import { useViewportEntry, type ViewportEntry } from '../hooks/use-viewport-entry';
import { FeatureIcon } from './feature-icon';
import { SectionHeading } from './section-heading';

/** SPEC §9: the cards enter one after another, 0.2 s apart, once the section scrolls into view. */
export const FEATURE_STAGGER_S = 0.2;

/**
 * Cards already on screen when the page is first seen (prerendered, or opened at /#features) stay as they
 * are; cards below the fold hide, only when motion is welcome, until their entrance starts.
 */
const cardClass: Record<ViewportEntry, string | undefined> = {
  unobserved: undefined,
  in: undefined,
  out: 'motion-safe:opacity-0',
  entered: 'motion-safe:animate-rise',
};

export function KeyFeatures() {
  const [listRef, entry] = useViewportEntry<HTMLUListElement>('-80px');
  return (
    <section id="features" aria-labelledby="features-title" className="border-t border-line">
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="features-title"
          eyebrow="Key Features"
          title="Everything you need to actually finish"
          lead="Not another course library. A plan, a teacher and a nudge, every single day."
        />
        <ul ref={listRef} className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {keyFeatures.map((feature, index) => (
            <li
              key={feature.title}
              className={cardClass[entry]}
              style={{ animationDelay: `${(index * FEATURE_STAGGER_S).toFixed(1)}s` }}
            >
              <Card className="h-full">
                <div className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <FeatureIcon name={feature.icon} />
                </div>
                <h3 className="mt-4 text-lg font-bold text-ink">{feature.title}</h3>
                <p className="mt-2 text-ink-muted">{feature.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
