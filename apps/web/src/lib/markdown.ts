/**
 * A small Markdown reader (the subset lessons and chat replies use: headings, paragraphs, lists, fenced
 * code, quotes, rules, simple tables). It only builds a tree; components/ui/markdown.tsx turns the tree
 * into React elements, so model-written text can never become live HTML. By hand, not a library: every
 * candidate measured added 4 to 29 kB gzip to /Tutor's first load or rendered HTML strings (decision 044).
 */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'code'; language: string; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'rule' }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'paragraph'; text: string };

const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w#+.-]*)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const LIST_ITEM = /^\s*([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

function isTableStart(line: string, next: string | undefined): boolean {
  return line.includes('|') && next !== undefined && next.includes('-') && TABLE_DIVIDER.test(next);
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    LIST_ITEM.test(line) ||
    QUOTE.test(line) ||
    isTableStart(line, next)
  );
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const at = (index: number) => lines[index] ?? '';

  while (i < lines.length) {
    const line = at(i);
    if (!line.trim()) {
      i += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !at(i).trim().startsWith(marker)) {
        body.push(at(i));
        i += 1;
      }
      i += 1; // the closing fence (or the end of the text)
      blocks.push({ kind: 'code', language: fence[2] ?? '', text: body.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      i += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i += 1;
      continue;
    }

    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1] ?? '');
      const items: string[] = [];
      while (i < lines.length) {
        const current = LIST_ITEM.exec(at(i));
        if (current && /\d/.test(current[1] ?? '') === ordered) {
          items.push(current[2] ?? '');
        } else if (at(i).trim() && /^\s+/.test(at(i)) && items.length > 0 && !current) {
          // An indented continuation line belongs to the item above.
          items[items.length - 1] += `\n${at(i).trim()}`;
        } else break;
        i += 1;
      }
      blocks.push({ kind: 'list', ordered, start: ordered ? Number.parseInt(item[1] ?? '1', 10) : 1, items });
      continue;
    }

    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(at(i))) {
        body.push(QUOTE.exec(at(i))?.[1] ?? '');
        i += 1;
      }
      blocks.push({ kind: 'quote', text: body.join('\n') });
      continue;
    }

    if (isTableStart(line, lines[i + 1])) {
      const header = tableCells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && at(i).includes('|') && at(i).trim()) {
        rows.push(tableCells(at(i)));
        i += 1;
      }
      blocks.push({ kind: 'table', header, rows });
      continue;
    }

    const body: string[] = [line.trim()];
    i += 1;
    while (i < lines.length && at(i).trim() && !startsBlock(at(i), lines[i + 1])) {
      body.push(at(i).trim());
      i += 1;
    }
    blocks.push({ kind: 'paragraph', text: body.join('\n') });
  }
  return blocks;
}

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string | null; children: Inline[] };

const INLINE =
  /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)|\*\*(?=\S)([\s\S]*?\S)\*\*|__(?=\S)([\s\S]*?\S)__(?!\w)|\*(?=[^\s*])([\s\S]*?[^\s*])\*|(?<!\w)_(?=[^\s_])([\s\S]*?[^\s_])_(?!\w)|\[([^\]\n]+)\]\(\s*((?:[^()\s]|\([^()\s]*\))+)(?:\s+"[^"]*")?\s*\)|\n|\\([\\`*_[\]()#+\-.!>|])/g;

/**
 * Only web and mail links are followed; anything else (javascript:, data:) stays plain text. A link's address
 * may hold one level of parentheses (https://en.wikipedia.org/wiki/React_(software)).
 */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = nodes[nodes.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else nodes.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [whole, , code, strong, strongAlt, em, emAlt, linkText, href, escaped] = match;
    if (code !== undefined) nodes.push({ kind: 'code', text: code.replace(/^ (.*) $/, '$1') });
    else if (strong !== undefined || strongAlt !== undefined)
      nodes.push({ kind: 'strong', children: parseInline(strong ?? strongAlt ?? '') });
    else if (em !== undefined || emAlt !== undefined)
      nodes.push({ kind: 'em', children: parseInline(em ?? emAlt ?? '') });
    else if (linkText !== undefined)
      nodes.push({ kind: 'link', href: safeHref(href ?? ''), children: parseInline(linkText) });
    else if (escaped !== undefined) pushText(escaped);
    else if (whole === '\n') nodes.push({ kind: 'break' });
    else pushText(whole);
  }
  pushText(text.slice(last));
  return nodes;
}
