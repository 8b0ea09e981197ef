import { AppLink } from '@/components/ui/app-link';
import { LinkedInIcon, XBrandIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Logo } from './logo';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: paths.home.section('features') },
      { label: 'Pricing', to: paths.home.section('pricing') },
      { label: 'Testimonials', to: paths.home.section('testimonials') },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.company.about.getHref() },
      { label: 'Blog', to: paths.company.blog.getHref() },
      { label: 'Contact', to: paths.company.contact.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.legal.privacy.getHref() },
      { label: 'Terms of Service', to: paths.legal.terms.getHref() },
      { label: 'Cookie Policy', to: paths.legal.cookies.getHref() },
      { label: 'GDPR', to: paths.legal.gdpr.getHref() },
    ],
  },
];

const socialIcons = { LinkedIn: LinkedInIcon, 'X (Twitter)': XBrandIcon } as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto max-w-content px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div className="space-y-4">
            <Logo />
            <p className="max-w-xs text-sm text-ink-muted">{site.tagline}</p>
            <ul className="flex gap-2" aria-label="Social profiles">
              {site.social.map(({ label, href }) => {
                const Icon = socialIcons[label];
                return (
                  <li key={label}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${site.name} on ${label}`}
                      className="flex size-10 items-center justify-center rounded-lg border border-line text-ink-muted transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
                    >
                      <Icon className="size-4" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-ink">{column.title}</h2>
                <ul className="mt-3 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <AppLink
                        to={link.to}
                        className="inline-flex min-h-9 items-center rounded text-sm text-ink-muted transition-colors hover:text-brand-700"
                      >
                        {link.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        {/* The landing page is prerendered at build time: a new year shows once the page is rebuilt. */}
        <p className="mt-10 border-t border-line pt-6 text-sm text-ink-muted" suppressHydrationWarning>
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
