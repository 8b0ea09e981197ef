import type QrCodeModule from 'qrcode';
import { lazyRequire } from '../../lib/lazy-require';

const qrCode = lazyRequire<typeof QrCodeModule>('qrcode');

/**
 * Draws a QR code for `text` as vector squares (one filled path): sharp at any zoom or print size,
 * and a few hundred bytes instead of an embedded image. The quiet zone is drawn white around it.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = qrCode().create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column))
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fill('#0f172a');
}
