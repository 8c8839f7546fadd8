/*
 * The frame of every document the product prints (invoices, receipts): A4, the standard Helvetica
 * fonts (no font files, WinAnsi covers German and the euro sign), a header with the issuer's block
 * on every page, a footer line with the page number, and helpers for text blocks and tables that
 * break pages by themselves. Content goes between `frame.top` and `frame.bottom`.
 */

export type Pdf = PDFKit.PDFDocument;

/** pdfkit takes a tenth of a second or more to load: the server loads it with its first document, not at start. */
export const loadPdfKit = () => import('pdfkit').then((m) => m.default);

export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const COLORS = { text: '#1a1b1e', muted: '#5c5f66', accent: '#0b7285', rule: '#ced4da' } as const;

const MARGIN = 50;
const HEADER_HEIGHT = 70;
const FOOTER_HEIGHT = 40;

export interface PdfFrameOptions {
  title: string;
  author: string;
  /** Fixed, so the same data gives the same bytes. */
  creationDate: Date;
  lang: 'en' | 'de';
  /** The issuer: a name shown large, and lines beside it (address, contact, tax ids). */
  issuer: { name: string; lines: string[] };
  /** Small print at the bottom of every page, e.g. bank details; "Page n of m" is added to it. */
  footer?: string;
  pageLabel: (page: number, pages: number) => string;
}

export interface PdfFrame {
  doc: Pdf;
  left: number;
  right: number;
  width: number;
  top: number;
  bottom: number;
  /** Starts a new page (with its header) when fewer than `height` points are left. */
  ensureSpace(height: number): void;
  /** Draws footers on every page and answers the file's bytes. */
  finish(): Promise<Buffer>;
}

export async function createPdfFrame(options: PdfFrameOptions): Promise<PdfFrame> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + HEADER_HEIGHT, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: options.lang,
    info: { Title: options.title, Author: options.author, Creator: options.author, CreationDate: options.creationDate },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const top = MARGIN + HEADER_HEIGHT;
  const bottom = doc.page.height - MARGIN - FOOTER_HEIGHT;

  const drawHeader = () => {
    const { x, y } = doc;
    doc.font(FONTS.bold).fontSize(16).fillColor(COLORS.accent).text(options.issuer.name, left, MARGIN, { width: width / 2, lineBreak: false });
    doc
      .font(FONTS.regular)
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(options.issuer.lines.join('\n'), left + width / 2, MARGIN, { width: width / 2, align: 'right' });
    doc.moveTo(left, MARGIN + HEADER_HEIGHT - 14).lineTo(right, MARGIN + HEADER_HEIGHT - 14).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    doc.fillColor(COLORS.text).font(FONTS.regular).fontSize(10);
    doc.x = x;
    doc.y = y;
  };
  drawHeader();
  doc.on('pageAdded', drawHeader);

  return {
    doc,
    left,
    right,
    width,
    top,
    bottom,
    ensureSpace(height) {
      if (doc.y + height > bottom) doc.addPage();
    },
    async finish() {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        // Writing inside the bottom margin must not open a new page.
        const savedBottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 14;
        doc.moveTo(left, y - 6).lineTo(right, y - 6).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
        doc.font(FONTS.regular).fontSize(7).fillColor(COLORS.muted);
        if (options.footer) doc.text(options.footer, left, y, { width: width - 90, lineBreak: true });
        doc.text(options.pageLabel(i - range.start + 1, range.count), right - 90, y, { width: 90, align: 'right', lineBreak: false });
        doc.page.margins.bottom = savedBottom;
      }
      doc.end();
      return ended;
    },
  };
}
