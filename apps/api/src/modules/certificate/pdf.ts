import { FONT_NAMES, courseFont, fontBytes, nameFont, type FontName } from './fonts';
import { formatCertificateDate } from './gate';
import { drawQrCode } from './qr';
import { pdfKit } from './pdfkit';

export interface CertificateContent {
  id: string;
  name: string;
  course: string;
  level: string;
  startedOn: string;
  completedOn: string;
  daysCompleted: number;
  duration: number;
  issuedAt: Date;
  verificationUrl: string;
  /** Made with the developer tools: printed across the page as a test certificate. */
  testOnly?: boolean;
}

// A4 landscape, in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 64;

const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#5b3ee8';
const BRAND_DARK = '#4c2fd1';
const BRAND_LIGHT = '#d4ccff';
const LINE = '#e2e8f0';

/** Renders the certificate: A4 landscape, fonts embedded (subset), a vector QR code to the verification page. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const PDFDocument = pdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `Certificate of Completion ${content.id}`,
      Author: 'Pathwise',
      Subject: `${content.name} completed ${content.course} (${content.level})`,
      Keywords: `certificate, ${content.id}`,
      CreationDate: content.issuedAt,
    },
  });
  // Only the glyphs used are embedded (subset), so registering every font costs nothing.
  for (const name of FONT_NAMES) doc.registerFont(name, fontBytes(name));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawFrame(doc);
  drawHeader(doc, content.id);
  const afterBody = drawBody(doc, content);
  drawFooter(doc, content, afterBody);
  doc.end();
  return done;
}

function drawFrame(doc: PDFKit.PDFDocument): void {
  doc.rect(0, 0, WIDTH, HEIGHT).fill('#ffffff');
  doc
    .lineWidth(2)
    .strokeColor(BRAND)
    .rect(20, 20, WIDTH - 40, HEIGHT - 40)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor(BRAND_LIGHT)
    .rect(28, 28, WIDTH - 56, HEIGHT - 56)
    .stroke();
  // A brand band on the left edge: the one splash of colour.
  doc.rect(28, 28, 6, HEIGHT - 56).fill(BRAND);
}

function drawHeader(doc: PDFKit.PDFDocument, id: string): void {
  doc.font('Inter-SemiBold').fontSize(20).fillColor(BRAND).text('Pathwise', MARGIN, 56, { lineBreak: false });
  doc
    .font('Inter')
    .fontSize(9)
    .fillColor(MUTED)
    .text('AI-powered personalised learning', MARGIN, 82, { lineBreak: false });

  const label = 'CERTIFICATE ID';
  doc.font('Inter-SemiBold').fontSize(8).fillColor(MUTED);
  const labelWidth = doc.widthOfString(label, { characterSpacing: 1.5 });
  doc.text(label, WIDTH - MARGIN - labelWidth, 58, { characterSpacing: 1.5, lineBreak: false });
  doc.font('Inter-SemiBold').fontSize(13).fillColor(INK);
  doc.text(id, WIDTH - MARGIN - doc.widthOfString(id), 72, { lineBreak: false });
}

export const TEST_MARK = 'TEST CERTIFICATE: MADE WITH DEVELOPER TOOLS, NOT A VALID CREDENTIAL';

/** Draws the centred body and returns the y below it. */
function drawBody(doc: PDFKit.PDFDocument, content: CertificateContent): number {
  const centred = { width: WIDTH - 2 * MARGIN, align: 'center' as const };
  let y = 142;
  if (content.testOnly) {
    doc.font('Inter-SemiBold').fontSize(10).fillColor('#b91c1c');
    doc.text(TEST_MARK, MARGIN, y - 28, { ...centred, characterSpacing: 1 });
  }
  doc.font('Inter-SemiBold').fontSize(14).fillColor(BRAND_DARK);
  doc.text('CERTIFICATE OF COMPLETION', MARGIN, y, { ...centred, characterSpacing: 4 });
  y += 38;
  doc.font('Inter').fontSize(12).fillColor(MUTED).text('This certifies that', MARGIN, y, centred);
  y += 24;

  const font = nameFont(content.name) ?? 'Inter-SemiBold';
  y = fitted(doc, content.name, { font, max: 44, min: 20, width: 620, lines: 2, y, color: INK });
  y += 8;
  doc
    .lineWidth(0.75)
    .strokeColor(LINE)
    .moveTo(WIDTH / 2 - 190, y)
    .lineTo(WIDTH / 2 + 190, y)
    .stroke();
  y += 16;

  doc.font('Inter').fontSize(12).fillColor(MUTED);
  doc.text(`has completed all ${content.duration} days of the Pathwise learning plan`, MARGIN, y, centred);
  y += 24;
  y = fitted(doc, content.course, {
    font: courseFont(content.course),
    max: 26,
    min: 13,
    width: 640,
    lines: 2,
    y,
    color: BRAND_DARK,
  });
  y += 6;
  doc.font('Inter').fontSize(12).fillColor(INK).text(`Level: ${content.level}`, MARGIN, y, centred);
  return y + 18;
}

function drawFooter(doc: PDFKit.PDFDocument, content: CertificateContent, bodyBottom: number): void {
  const qrSize = 92;
  const qrX = WIDTH - MARGIN - qrSize;
  const qrY = HEIGHT - 64 - qrSize - 14;
  const statsY = Math.max(bodyBottom + 24, qrY + 10);

  const stats: Array<[string, string]> = [
    ['STARTED', formatCertificateDate(content.startedOn)],
    ['COMPLETED', formatCertificateDate(content.completedOn)],
    ['DAYS COMPLETED', `${content.daysCompleted} of ${content.duration}`],
  ];
  stats.forEach(([label, value], index) => {
    const x = MARGIN + index * 170;
    doc
      .font('Inter-SemiBold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, x, statsY, { characterSpacing: 1.5, lineBreak: false });
    doc
      .font('Inter-SemiBold')
      .fontSize(14)
      .fillColor(INK)
      .text(value, x, statsY + 14, { lineBreak: false });
  });

  drawQrCode(doc, content.verificationUrl, qrX, qrY, qrSize);
  doc.font('Inter').fontSize(8).fillColor(MUTED);
  doc.text('Scan to verify', qrX, qrY + qrSize + 4, { width: qrSize, align: 'center', lineBreak: false });

  const verifyY = HEIGHT - 78;
  const prefix = 'Verify this certificate at ';
  doc
    .font('Inter')
    .fontSize(9)
    .fillColor(MUTED)
    .text(prefix, MARGIN, verifyY, { continued: true, lineBreak: false });
  doc
    .font('Inter-SemiBold')
    .fillColor(BRAND_DARK)
    .text(content.verificationUrl, { link: content.verificationUrl, underline: false, lineBreak: false });
  doc.font('Inter').fontSize(8).fillColor(MUTED);
  doc.text(
    `Issued ${formatCertificateDate(content.issuedAt.toISOString().slice(0, 10))} by Pathwise. The verification page shows the record as issued.`,
    MARGIN,
    verifyY + 16,
    { lineBreak: false },
  );
}

interface FitOptions {
  font: FontName;
  max: number;
  min: number;
  width: number;
  lines: number;
  y: number;
  color: string;
}

/** Centred text at the largest size (max..min) that fits one line, else `lines` lines; returns the y below it. */
function fitted(doc: PDFKit.PDFDocument, text: string, options: FitOptions): number {
  const x = (WIDTH - options.width) / 2;
  doc.font(options.font).fillColor(options.color);
  let size = options.max;
  for (; size > options.min; size -= 1) {
    doc.fontSize(size);
    if (doc.widthOfString(text) <= options.width) break;
  }
  doc.fontSize(size);
  const lineHeight = doc.currentLineHeight(true);
  let shown = text;
  // Past `lines` lines even at the smallest size: cut at a word and mark the cut.
  while (
    doc.heightOfString(shown, { width: options.width }) > lineHeight * options.lines + 1 &&
    shown.length > 1
  )
    shown = `${shown.slice(0, Math.max(1, shown.lastIndexOf(' ', shown.length - 2))).trimEnd()}…`;
  const height = doc.heightOfString(shown, { width: options.width, align: 'center' });
  doc.text(shown, x, options.y, { width: options.width, align: 'center' });
  return options.y + height;
}
