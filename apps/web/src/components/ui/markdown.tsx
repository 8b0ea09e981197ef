import { memo, useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { parseInline, parseMarkdown, type Block, type Inline } from '@/lib/markdown';

/*
 * Text written by a model (lessons, tutor and assistant replies) is rendered as React elements only,
 * never as innerHTML: HTML in it shows as text, and links are limited to http(s) and mailto.
 */

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'code':
        return (
          <code
            key={index}
            className="rounded bg-black/5 px-1.5 py-0.5 font-mono text-[0.9em] text-brand-900"
          >
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={index} className="font-semibold">
            {renderInline(node.children)}
          </strong>
        );
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return node.href ? (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {renderInline(node.children)}
          </a>
        ) : (
          <span key={index}>{renderInline(node.children)}</span>
        );
    }
  });
}

const inline = (text: string) => renderInline(parseInline(text));

/** Two densities: chat bubbles (compact) and the lesson card (roomier, with larger headings). */
type Density = 'compact' | 'roomy';

const looks = {
  compact: {
    root: 'space-y-2',
    heading: (level: number) => (level <= 2 ? 'text-lg font-bold' : 'font-semibold'),
    pre: 'rounded-lg p-3 text-[0.85em]',
    list: 'pl-5',
    quote: 'pl-3 opacity-90',
    table: '',
    cell: 'px-2 py-1.5',
  },
  roomy: {
    root: 'space-y-3 leading-relaxed text-ink',
    heading: (level: number) =>
      cn(
        'text-ink',
        level === 1 ? 'text-xl font-bold' : level === 2 ? 'text-lg font-bold' : 'text-base font-semibold',
      ),
    pre: 'rounded-xl p-4 text-sm',
    list: 'pl-6',
    quote: 'pl-4 text-ink-muted',
    table: 'text-sm',
    cell: 'px-3 py-2',
  },
} satisfies Record<Density, unknown>;

/**
 * `headingLevel` is the level a Markdown "#" becomes (the page's own headings come first); null renders
 * headings as bold lines, for chat bubbles that must not add to the page outline.
 */
function renderBlock(block: Block, index: number, headingLevel: number | null, density: Density): ReactNode {
  const look = looks[density];
  switch (block.kind) {
    case 'heading': {
      if (headingLevel === null)
        return (
          <p key={index} className="font-semibold">
            {inline(block.text)}
          </p>
        );
      const level = Math.min(block.level + headingLevel - 1, 6);
      const Heading = `h${String(level)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      return (
        <Heading key={index} className={cn('pt-2 tracking-tight', look.heading(block.level))}>
          {inline(block.text)}
        </Heading>
      );
    }
    case 'code':
      return (
        <pre
          key={index}
          tabIndex={0}
          aria-label={block.language ? `${block.language} code` : 'Code'}
          className={cn('overflow-x-auto bg-slate-950 font-mono leading-relaxed text-slate-100', look.pre)}
        >
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{inline(item)}</li>);
      return block.ordered ? (
        <ol key={index} start={block.start} className={cn('list-decimal space-y-1', look.list)}>
          {items}
        </ol>
      ) : (
        <ul key={index} className={cn('list-disc space-y-1', look.list)}>
          {items}
        </ul>
      );
    }
    case 'quote':
      return (
        <blockquote key={index} className={cn('border-l-4 border-brand-200', look.quote)}>
          {inline(block.text)}
        </blockquote>
      );
    case 'rule':
      return <hr key={index} className="border-line" />;
    case 'table':
      return (
        <div key={index} className="overflow-x-auto">
          <table className={cn('w-full border-collapse text-left', look.table)}>
            <thead>
              <tr>
                {block.header.map((cell, cellIndex) => (
                  <th
                    key={cellIndex}
                    scope="col"
                    className={cn('border-b border-line-strong font-semibold', look.cell)}
                  >
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className={cn('border-b border-line align-top', look.cell)}>
                      {inline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'paragraph':
      return <p key={index}>{inline(block.text)}</p>;
  }
}

interface MarkdownProps {
  children: string;
  className?: string;
  /** The HTML level of a Markdown "#" heading; null (default) renders headings as bold lines. */
  headingLevel?: number | null;
  /** compact (default) for chat bubbles, roomy for a lesson. */
  density?: Density;
}

/**
 * Renders Markdown safely (see above). Its props are plain values, so it is rebuilt only when the text or its
 * look changes, not each time the screen around it renders (a lesson is a few hundred elements).
 */
export const Markdown = memo(function Markdown({
  children,
  className,
  headingLevel = null,
  density = 'compact',
}: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(children), [children]);
  return (
    <div className={cn('min-w-0 break-words', looks[density].root, className)}>
      {blocks.map((block, index) => renderBlock(block, index, headingLevel, density))}
    </div>
  );
});
