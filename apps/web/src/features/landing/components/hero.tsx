import { AppLink } from '@/components/ui/app-link';
import { buttonStyles } from '@/components/ui/button';
import { ArrowRightIcon, CheckCircleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { hero } from '../content/hero';
import { HeroPanel } from './hero-panel';
import { PlansStartedCounter } from './social-proof';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl bg-radial-[closest-side] from-brand-200/80 via-accent-400/10 to-transparent"
      />
      <div className="mx-auto grid max-w-content items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex max-w-full rounded-full border border-brand-200 bg-surface/80 px-3 py-1 text-sm font-medium text-brand-700">
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-5 text-display text-ink sm:text-6xl">
            {hero.titleStart} <span className="whitespace-nowrap text-brand-700">{hero.titleHighlight}</span>{' '}
            {hero.titleEnd}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-muted lg:mx-0">{hero.lead}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <AppLink
              to={paths.auth.signup.getHref()}
              className={buttonStyles({ size: 'lg', className: 'shadow-brand' })}
            >
              {hero.primaryCta}
              <ArrowRightIcon className="size-5" />
            </AppLink>
            <AppLink
              to={paths.home.section('how-it-works')}
              className={buttonStyles({ variant: 'secondary', size: 'lg' })}
            >
              {hero.secondaryCta}
            </AppLink>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-ink-muted lg:justify-start">
            {hero.reassurance.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckCircleIcon className="size-4 text-success-600" />
                {item}
              </li>
            ))}
          </ul>
          <PlansStartedCounter className="mt-6 justify-center lg:justify-start" />
        </div>
        <HeroPanel />
      </div>
    </section>
  );
}
