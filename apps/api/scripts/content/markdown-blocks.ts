export interface CodeBlock {
  /** The first word of the info string, lower-cased ('' when the block has no language tag). */
  lang: string;
  code: string;
  /** 1-based line of the opening fence within the text given to `splitMarkdown`. */
  line: number;
}

export interface SplitMarkdown {
  blocks: CodeBlock[];
  /** The text outside fenced code blocks. */
  prose: string;
  /** Line of a fence that is never closed. */
  unclosedLine?: number;
}

const OPEN = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;

/** Fenced code blocks (CommonMark rules: the closing fence uses the same character, at least as long). */
export function splitMarkdown(text: string): SplitMarkdown {
  const blocks: CodeBlock[] = [];
  const prose: string[] = [];
  let open: { fence: string; lang: string; line: number; code: string[] } | undefined;
  text.split('\n').forEach((line, index) => {
    if (open) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[1] && close[1][0] === open.fence[0] && close[1].length >= open.fence.length) {
        blocks.push({ lang: open.lang, code: open.code.join('\n'), line: open.line });
        open = undefined;
      } else open.code.push(line);
      return;
    }
    const start = OPEN.exec(line);
    if (start?.[1])
      open = { fence: start[1], lang: (start[2] ?? '').toLowerCase(), line: index + 1, code: [] };
    else prose.push(line);
  });
  return { blocks, prose: prose.join('\n'), ...(open ? { unclosedLine: open.line } : {}) };
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
