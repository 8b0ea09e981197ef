import type { Block, StaticDocument } from '../content/types';
import { InlineText } from './inline-text';

function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index} className="mt-4 leading-7 text-ink-muted">
            <InlineText text={block} />
          </p>
        ) : (
          <ul
            key={index}
            className="mt-4 list-disc space-y-2 pl-6 leading-7 text-ink-muted marker:text-brand-600"
          >
            {block.list.map((item) => (
              <li key={item}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/** A static document's intro and its sections, each an h2 with paragraphs and lists. */
export function DocumentBody({ document }: { document: StaticDocument }) {
  return (
    <>
      {document.intro && (
        <div className="text-lg [&>p]:text-ink">
          <Blocks blocks={document.intro} />
        </div>
      )}
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-bold tracking-tight text-ink">{section.heading}</h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}
