import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from '../markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, fenced code, lists, quotes, rules and tables', () => {
    const blocks = parseMarkdown(
      [
        '## What React is',
        'React builds UIs',
        'from components.',
        '',
        '```bash',
        'npm create vite@latest',
        '',
        'npm run dev',
        '```',
        '1. Install',
        '2. Run',
        '   with npm',
        '- a',
        '* b',
        '> remember this',
        '---',
        '| Hook | Use |',
        '| --- | :-: |',
        '| useState | state |',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'What React is' },
      { kind: 'paragraph', text: 'React builds UIs\nfrom components.' },
      { kind: 'code', language: 'bash', text: 'npm create vite@latest\n\nnpm run dev' },
      { kind: 'list', ordered: true, start: 1, items: ['Install', 'Run\nwith npm'] },
      { kind: 'list', ordered: false, start: 1, items: ['a', 'b'] },
      { kind: 'quote', text: 'remember this' },
      { kind: 'rule' },
      { kind: 'table', header: ['Hook', 'Use'], rows: [['useState', 'state']] },
    ]);
  });

  it('keeps an unclosed code fence to the end of the text', () => {
    expect(parseMarkdown('```\nconst a = 1;')).toEqual([
      { kind: 'code', language: '', text: 'const a = 1;' },
    ]);
  });
});

describe('parseInline', () => {
  it('reads code, strong, emphasis, links, escapes and line breaks', () => {
    expect(
      parseInline('Use `a*b*c` and **bold _it_** or *em*\n[React](https://react.dev) \\*not em\\*'),
    ).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: 'a*b*c' },
      { kind: 'text', text: ' and ' },
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'bold ' },
          { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
        ],
      },
      { kind: 'text', text: ' or ' },
      { kind: 'em', children: [{ kind: 'text', text: 'em' }] },
      { kind: 'break' },
      { kind: 'link', href: 'https://react.dev/', children: [{ kind: 'text', text: 'React' }] },
      { kind: 'text', text: ' *not em*' },
    ]);
  });

  it('leaves snake_case words and lone stars alone', () => {
    expect(parseInline('use snake_case_names and 2 * 3 = 6')).toEqual([
      { kind: 'text', text: 'use snake_case_names and 2 * 3 = 6' },
    ]);
  });

  it('follows only web and mail links', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('mailto:hi@example.com')).toBe('mailto:hi@example.com');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
  });

  it('keeps parentheses inside a link address, and leaves no stray one after a refused link', () => {
    expect(parseInline('See [React](https://en.wikipedia.org/wiki/React_(software)).')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        href: 'https://en.wikipedia.org/wiki/React_(software)',
        children: [{ kind: 'text', text: 'React' }],
      },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'link', href: null, children: [{ kind: 'text', text: 'x' }] },
    ]);
  });
});
