import type PdfKit from 'pdfkit';
import { lazyRequire } from '../../lib/lazy-require';

/** pdfkit's document class, loaded when the first certificate is checked or printed. */
export const pdfKit = lazyRequire<typeof PdfKit>('pdfkit');
