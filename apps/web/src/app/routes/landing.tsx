import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths, type LandingSection } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Targets of the navigation's anchors; the landing issue fills them in. */
const sections: { id: LandingSection; title: string }[] = [
  { id: 'features', title: 'Key Features' },
  { id: 'how-it-works', title: 'How It Works' },
  { id: 'testimonials', title: 'Testimonials' },
  { id: 'pricing', title: 'Pricing' },
];

export function LandingRoute() {
  useDocumentTitle();
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-32 -z-10 mx-auto h-[28rem] max-w-4xl rounded-full bg-linear-to-r from-brand-200/70 via-accent-400/20 to-brand-300/60 blur-3xl"
        />
        <div className="mx-auto max-w-content px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/80 px-3 py-1 text-sm font-medium text-brand-700">
            AI-Powered Learning
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-display text-ink sm:text-6xl">
            Build a real project in <span className="whitespace-nowrap text-brand-700">5 days</span> with your own AI tutor
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-muted">
            Stop binge-watching tutorials. Get a personal 30-day roadmap, one focused lesson a day, an AI tutor that
            knows what you are learning, and reminders that keep you shipping.
          </p>
          <div className="mt-8 flex justify-center">
            <Link to={paths.auth.signup.getHref()} className={buttonStyles({ size: 'lg', className: 'shadow-brand' })}>
              Start Free
              <ArrowRightIcon className="size-5" />
            </Link>
          </div>
        </div>
      </section>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="border-t border-line">
          <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
            <h2 className="text-title text-ink">{section.title}</h2>
            <p className="mt-2 text-ink-muted">Coming soon</p>
          </div>
        </section>
      ))}
    </>
  );
}
