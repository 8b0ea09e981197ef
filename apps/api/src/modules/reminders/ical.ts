/** RFC 5545 text rules: escaping of TEXT values, 75-octet folding and CRLF line ends. */

/** §3.3.11: backslash, semicolon and comma are escaped; a line break becomes \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * §3.1: a content line longer than 75 octets continues on the next line after CRLF and one space
 * (the space counts towards that line's 75). Lines break between characters, never inside a
 * multi-byte UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Content lines joined with CRLF, each folded, the last one ended too (§3.1). */
export function contentLines(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
