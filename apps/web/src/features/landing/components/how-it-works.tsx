import { howItWorks } from '../content/steps';
import { SectionHeading } from './section-heading';

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="border-t border-line bg-surface"
    >
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How It Works"
          title="From goal to real project in five steps"
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-5 md:gap-4">
          {howItWorks.map((step, index) => (
            <li key={step.title} className="relative flex gap-4 md:flex-col md:gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white shadow-brand"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold text-ink">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-ink-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
