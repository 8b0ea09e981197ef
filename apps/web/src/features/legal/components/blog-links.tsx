import type { PublicConfig } from '@pathwise/contract';
import { ArrowRightIcon } from '@/components/ui/icons';

/** SPEC §2: the blog page links out to three posts on the external blog (from configuration). */
export function BlogLinks({ links }: { links: PublicConfig['blogLinks'] }) {
  if (links.length === 0)
    return <p className="text-ink-muted">New posts are on their way. Check back soon.</p>;
  return (
    <ul className="space-y-4">
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="group flex items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-brand-300"
          >
            <span>
              <span className="block text-lg font-bold text-ink group-hover:text-brand-700">
                {link.title}
              </span>
              <span className="mt-1 block text-sm break-all text-ink-muted">{new URL(link.url).host}</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
            <ArrowRightIcon className="size-5 shrink-0 text-brand-700" />
          </a>
        </li>
      ))}
    </ul>
  );
}
