import { useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { parseInline, parseMarkdown, type Block, type Inline } from '../utils/parse-markdown';

/*
 * Lesson text comes from a model: it is rendered as React elements only (no innerHTML), so any HTML
 * in it shows as text and links are limited to http(s) and mailto.
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
            className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.9em] text-brand-900"
          >
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-ink">
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

const headingClass: Record<number, string> = {
  1: 'text-xl font-bold',
  2: 'text-lg font-bold',
  3: 'text-base font-semibold',
};

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      // The lesson card's own title is an h2, so lesson headings start at h3.
      const level = Math.min(block.level + 2, 6);
      const Heading = `h${String(level)}` as 'h3' | 'h4' | 'h5' | 'h6';
      return (
        <Heading
          key={index}
          className={cn('pt-2 tracking-tight text-ink', headingClass[block.level] ?? 'font-semibold')}
        >
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
          className="overflow-x-auto rounded-xl bg-slate-950 p-4 font-mono text-sm leading-relaxed text-slate-100"
        >
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{inline(item)}</li>);
      return block.ordered ? (
        <ol key={index} start={block.start} className="list-decimal space-y-1 pl-6">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1 pl-6">
          {items}
        </ul>
      );
    }
    case 'quote':
      return (
        <blockquote key={index} className="border-l-4 border-brand-200 pl-4 text-ink-muted">
          {inline(block.text)}
        </blockquote>
      );
    case 'rule':
      return <hr key={index} className="border-line" />;
    case 'table':
      return (
        <div key={index} className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr>
                {block.header.map((cell, cellIndex) => (
                  <th
                    key={cellIndex}
                    scope="col"
                    className="border-b border-line-strong px-3 py-2 font-semibold"
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
                    <td key={cellIndex} className="border-b border-line px-3 py-2 align-top">
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

/** Renders lesson Markdown safely (see above). */
export function Markdown({ children, className }: { children: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(children), [children]);
  return (
    <div className={cn('min-w-0 space-y-3 leading-relaxed text-ink break-words', className)}>
      {blocks.map(renderBlock)}
    </div>
  );
}
