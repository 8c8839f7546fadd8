import { archiveMetadata, type DocumentInfo, type EmbeddedXmlMetadata } from './pdfa-metadata.ts';
import { FONT_FILES } from './fonts.ts';

/*
 * The frame of every document the product prints (invoices, receipts): PDF/A-3b for archiving
 * (ISO 19005-3: fonts embedded as subsets, XMP metadata with the PDF/A identification, an sRGB
 * output intent), A4, Liberation Sans (metric-compatible with Helvetica, kept in the repository with
 * its licence) so umlauts, the euro sign, Greek and Cyrillic print from the embedded font, a header
 * with the issuer's block on every page, a footer line with the page number, and helpers for text
 * blocks and tables that break pages by themselves. Content goes between `frame.top` and
 * `frame.bottom`.
 */

export type Pdf = PDFKit.PDFDocument;

/** pdfkit takes a tenth of a second or more to load: the server loads it with its first document, not at start. */
export const loadPdfKit = () => import('pdfkit').then((m) => m.default);

/** The names documents choose fonts by; each is registered with its embedded font file. */
export const FONTS = { regular: 'Sans', bold: 'Sans-Bold', italic: 'Sans-Italic' } as const;
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
  /** A subject line for the document's metadata. */
  subject?: string;
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
  /**
   * Embeds an XML document as the PDF/A-3 associated file of the whole document (ZUGFeRD /
   * Factur-X), with the XMP extension schema that names it. Call once, before finish.
   */
  embedXml(xml: EmbeddedXmlMetadata & { content: string; description: string }): void;
  /** Draws footers on every page and answers the file's bytes. */
  finish(): Promise<Buffer>;
}

export async function createPdfFrame(options: PdfFrameOptions): Promise<PdfFrame> {
  const PDFDocument = await loadPdfKit();
  const info: DocumentInfo = {
    Title: options.title,
    Author: options.author,
    ...(options.subject ? { Subject: options.subject } : {}),
    Creator: 'Fleetwatt',
    Producer: 'Fleetwatt (pdfkit)',
    CreationDate: options.creationDate,
    ModDate: options.creationDate,
  };
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + HEADER_HEIGHT, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: options.lang,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    displayTitle: true,
    // The default font is an embedded one too: no unembedded standard font ever enters the file.
    font: FONT_FILES.regular,
    info,
  });
  doc.registerFont(FONTS.regular, FONT_FILES.regular);
  doc.registerFont(FONTS.bold, FONT_FILES.bold);
  doc.registerFont(FONTS.italic, FONT_FILES.italic);
  let embedded: EmbeddedXmlMetadata | undefined;
  // pdfkit writes the document information into XMP as it is; ours escapes it and adds what PDF/A
  // and Factur-X ask for, so the XMP and the information dictionary say the same.
  (doc as unknown as { _addInfo: () => void })._addInfo = () => doc.appendXML(archiveMetadata(info, embedded));
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
    embedXml(xml) {
      if (embedded) throw new Error('a document carries one embedded XML');
      embedded = { fileName: xml.fileName, conformanceLevel: xml.conformanceLevel, documentType: xml.documentType, version: xml.version };
      // AFRelationship Alternative: the XML is the same invoice in another form (Factur-X, EN 16931 profile).
      const attachment = { name: xml.fileName, type: 'text/xml', description: xml.description, relationship: 'Alternative', creationDate: options.creationDate, modifiedDate: options.creationDate };
      doc.file(Buffer.from(xml.content, 'utf8'), attachment as PDFKit.Mixins.PDFAttachmentOptions);
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
