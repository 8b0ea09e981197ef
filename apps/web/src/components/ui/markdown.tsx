import { useMemo, type ReactNode } from 'react';
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
          <code key={index} className="rounded bg-black/5 px-1.5 py-0.5 font-mono text-[0.9em] text-brand-900">
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

/**
 * `headingLevel` is the level a Markdown "#" becomes (the page's own headings come first); null renders
 * headings as bold lines, for chat bubbles that must not add to the page outline.
 */
function renderBlock(block: Block, index: number, headingLevel: number | null): ReactNode {
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
        <Heading key={index} className={cn('pt-2 tracking-tight', block.level <= 2 ? 'text-lg font-bold' : 'font-semibold')}>
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
          className="overflow-x-auto rounded-lg bg-slate-950 p-3 font-mono text-[0.85em] leading-relaxed text-slate-100"
        >
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{inline(item)}</li>);
      return block.ordered ? (
        <ol key={index} start={block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
    case 'quote':
      return (
        <blockquote key={index} className="border-l-4 border-brand-200 pl-3 opacity-90">
          {inline(block.text)}
        </blockquote>
      );
    case 'rule':
      return <hr key={index} className="border-line" />;
    case 'table':
      return (
        <div key={index} className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr>
                {block.header.map((cell, cellIndex) => (
                  <th key={cellIndex} scope="col" className="border-b border-line-strong px-2 py-1.5 font-semibold">
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="border-b border-line px-2 py-1.5 align-top">
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
}

/** Renders Markdown safely (see above). */
export function Markdown({ children, className, headingLevel = null }: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(children), [children]);
  return (
    <div className={cn('min-w-0 space-y-2 break-words', className)}>
      {blocks.map((block, index) => renderBlock(block, index, headingLevel))}
    </div>
  );
}
