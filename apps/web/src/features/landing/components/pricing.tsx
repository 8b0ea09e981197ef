import { AppLink } from '@/components/ui/app-link';
import { buttonStyles } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { premiumPlan } from '../content/pricing';
import { SectionHeading } from './section-heading';
import { LifetimeSlotsLeft } from './social-proof';

export function Pricing() {
  const plan = premiumPlan;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-t border-line bg-surface">
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="One plan. One payment. Yours for life."
          lead="Try everything free for 7 days. No card, no subscription."
        />
        <div
          className={cn(
            'relative mx-auto mt-12 max-w-md rounded-3xl bg-surface p-6 shadow-popover sm:p-8',
            plan.highlighted ? 'border-2 border-brand-500' : 'border border-line',
          )}
        >
          <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase">
            {plan.duration}
          </p>
          <h3 className="text-xl font-bold text-ink">{plan.name}</h3>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold tracking-tight text-ink">{plan.price}</span>
            <span className="font-medium text-ink-muted">one-time payment</span>
          </p>
          <p className="mt-4 text-ink-muted">{plan.description}</p>
          <ul className="mt-6 space-y-3">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-ink">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success-600" />
                {feature}
              </li>
            ))}
          </ul>
          <AppLink
            to={paths.auth.signup.getHref()}
            className={buttonStyles({ size: 'lg', fullWidth: true, className: 'mt-8 shadow-brand' })}
          >
            {plan.buttonText}
          </AppLink>
          <LifetimeSlotsLeft className="mt-4" />
        </div>
      </div>
    </section>
  );
}
