import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Renders text with Markdown-style [label](href) links: app routes as router links, the rest as anchors. */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className={linkClass}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
