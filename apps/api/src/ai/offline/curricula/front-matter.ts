import { LineCounter, parseDocument, visit, type Document } from 'yaml';

export interface FrontMatterFile {
  /** The parsed YAML, not yet checked against a schema. */
  data: unknown;
  /** The Markdown after the closing `---`, without surrounding blank lines. */
  body: string;
  /** The 1-based line of the file where the body text starts (for messages about the body). */
  bodyLine: number;
}

export interface FrontMatterError {
  line?: number;
  message: string;
}

/**
 * Splits `---\n<yaml>\n---\n<body>` and parses the YAML (1.2 core schema: `no` stays a string and dates stay
 * strings, unlike YAML 1.1 parsers). Duplicate keys are errors, so a pasted field cannot silently win.
 */
export function parseFrontMatter(source: string): FrontMatterFile | FrontMatterError[] {
  const text = source.replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  if (lines[0]?.trimEnd() !== '---')
    return [{ line: 1, message: 'the file must start with a `---` front matter line' }];
  const close = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (close < 0) return [{ message: 'the front matter has no closing `---` line' }];
  const yamlText = lines.slice(1, close).join('\n');
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { uniqueKeys: true, prettyErrors: false, lineCounter });
  if (document.errors.length > 0) {
    const errors = document.errors.map((error) => ({
      // +1 for the opening `---` line.
      line: lineCounter.linePos(error.pos[0]).line + 1,
      message: `YAML: ${error.message.split('\n')[0] ?? error.code}`,
    }));
    return errors.filter(
      (error, index) => errors.findIndex((other) => other.message === error.message) === index,
    );
  }
  const cut = cutValues(document, lineCounter);
  if (cut.length > 0) return cut;
  const rest = lines.slice(close + 1);
  const leading = rest.findIndex((line) => line.trim() !== '');
  return {
    data: document.toJS() as unknown,
    body: rest.join('\n').trim(),
    bodyLine: close + 2 + Math.max(leading, 0),
  };
}

/**
 * In YAML a space followed by `#` starts a comment, even inside an unquoted value: "Fixes #12 in the PR"
 * silently becomes "Fixes". Content never needs a comment after a value, so any unquoted value that has
 * one was cut short by accident.
 */
function cutValues(document: Document, lineCounter: LineCounter): FrontMatterError[] {
  const errors: FrontMatterError[] = [];
  visit(document, {
    Scalar(_key, node) {
      if (node.type !== 'PLAIN' || node.comment === undefined || node.comment === null) return;
      errors.push({
        line: lineCounter.linePos(node.range?.[0] ?? 0).line + 1,
        message: `an unquoted " #" cut this value to "${String(node.value)}": quote the value (a comment goes on its own line)`,
      });
    },
  });
  return errors;
}
