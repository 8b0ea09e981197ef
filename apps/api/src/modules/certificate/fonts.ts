import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../config/package-root';
import { pdfKit } from './pdfkit';

/**
 * Fonts shipped with the app (apps/api/assets/fonts, SIL Open Font License, licences beside them) and
 * embedded into every certificate, so it looks the same in every viewer and never depends on a font
 * installed on the server or the reader's machine.
 */
const FILES = {
  Inter: 'Inter-Regular.ttf',
  'Inter-SemiBold': 'Inter-SemiBold.ttf',
  'Playfair-Bold': 'PlayfairDisplay-Bold.ttf',
  'Devanagari-SemiBold': 'NotoSansDevanagari-SemiBold.ttf',
} as const;

export type FontName = keyof typeof FILES;
export const FONT_NAMES = Object.keys(FILES) as FontName[];

export const fontsDir = path.join(apiRoot, 'assets/fonts');

const bytes = new Map<FontName, Buffer>();

/** The font file's bytes, read once per process. */
export function fontBytes(name: FontName): Buffer {
  let font = bytes.get(name);
  if (!font) {
    font = readFileSync(path.join(fontsDir, FILES[name]));
    bytes.set(name, font);
  }
  return font;
}

type GlyphCheck = (codePoint: number) => boolean;
const glyphChecks = new Map<FontName, GlyphCheck>();

function glyphCheck(name: FontName): GlyphCheck {
  let check = glyphChecks.get(name);
  if (!check) {
    const PDFDocument = pdfKit();
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.registerFont(name, fontBytes(name));
    doc.font(name);
    // pdfkit keeps the parsed (fontkit) font on a private field; without it, assume coverage.
    const fontkit = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: GlyphCheck } } })._font
      ?.font;
    check = fontkit?.hasGlyphForCodePoint
      ? (codePoint) => fontkit.hasGlyphForCodePoint?.(codePoint) ?? true
      : () => true;
    glyphChecks.set(name, check);
  }
  return check;
}

/** Joiners shape Indic text and spaces need no glyph. */
const needsNoGlyph = (codePoint: number) => codePoint <= 32 || codePoint === 0x200c || codePoint === 0x200d;

/** Whether the font has a glyph for every character (else that text would print as empty boxes). */
export function fontCovers(name: FontName, text: string): boolean {
  const has = glyphCheck(name);
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 32;
    if (!needsNoGlyph(codePoint) && !has(codePoint)) return false;
  }
  return true;
}

/** The name's typeface: the display serif when it can, else a sans that covers the script; null if none does. */
export const nameFont = (text: string): FontName | null =>
  (['Playfair-Bold', 'Inter-SemiBold', 'Devanagari-SemiBold'] as const).find((font) =>
    fontCovers(font, text),
  ) ?? null;

/** The course's typeface (the plan's goal, already accepted): Inter, else Devanagari, else Inter anyway. */
export const courseFont = (text: string): FontName =>
  fontCovers('Inter-SemiBold', text) || !fontCovers('Devanagari-SemiBold', text)
    ? 'Inter-SemiBold'
    : 'Devanagari-SemiBold';
