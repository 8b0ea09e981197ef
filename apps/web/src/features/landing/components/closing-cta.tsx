import { AppLink } from '@/components/ui/app-link';
import { buttonStyles } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { closingCta } from '../content/closing';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-content rounded-3xl bg-linear-to-br from-brand-700 to-brand-950 px-6 py-12 text-center text-white shadow-brand sm:px-12 sm:py-16">
        <h2 id="closing-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {closingCta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{closingCta.text}</p>
        <AppLink
          to={paths.auth.signup.getHref()}
          className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'mt-8' })}
        >
          {closingCta.button}
          <ArrowRightIcon className="size-5" />
        </AppLink>
      </div>
    </section>
  );
}
