import { COLORS, FONTS, type PdfFrame } from './document.ts';

export interface PdfColumn {
  header: string;
  /** A share of the frame's width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfCell {
  text: string;
  /** A second, smaller line under the text (e.g. a line item's description). */
  note?: string | null;
}

const PAD = 4;
const FONT_SIZE = 9;
const NOTE_SIZE = 8;

/**
 * A table across the frame's width: a bold header row, rows with a thin rule between them, cells
 * wrapping within their column. A row that does not fit starts a new page and repeats the header.
 */
export function drawTable(frame: PdfFrame, columns: PdfColumn[], rows: (string | PdfCell)[][]): void {
  const { doc, left, width } = frame;
  const xs: number[] = [];
  let x = left;
  for (const c of columns) {
    xs.push(x);
    x += c.width * width;
  }
  const colWidth = (i: number) => columns[i]!.width * width - 2 * PAD;

  const cellHeight = (cell: PdfCell, i: number) => {
    doc.font(FONTS.regular).fontSize(FONT_SIZE);
    let h = doc.heightOfString(cell.text || ' ', { width: colWidth(i) });
    if (cell.note) {
      doc.fontSize(NOTE_SIZE);
      h += doc.heightOfString(cell.note, { width: colWidth(i) }) + 1;
    }
    return h;
  };

  const header = () => {
    doc.font(FONTS.bold).fontSize(FONT_SIZE).fillColor(COLORS.text);
    const heights = columns.map((c, i) => doc.heightOfString(c.header, { width: colWidth(i) }));
    const h = Math.max(...heights) + 2 * PAD;
    frame.ensureSpace(h + 20);
    const y = doc.y;
    doc.rect(left, y, width, h).fill('#f1f3f5');
    doc.fillColor(COLORS.text);
    columns.forEach((c, i) => doc.text(c.header, xs[i]! + PAD, y + PAD, { width: colWidth(i), align: c.align ?? 'left' }));
    doc.y = y + h;
  };

  header();
  for (const row of rows) {
    const cells = row.map((c) => (typeof c === 'string' ? { text: c } : c));
    const h = Math.max(...cells.map(cellHeight)) + 2 * PAD;
    if (doc.y + h > frame.bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    cells.forEach((cell, i) => {
      const align = columns[i]!.align ?? 'left';
      doc.font(FONTS.regular).fontSize(FONT_SIZE).fillColor(COLORS.text).text(cell.text, xs[i]! + PAD, y + PAD, { width: colWidth(i), align });
      if (cell.note) doc.fontSize(NOTE_SIZE).fillColor(COLORS.muted).text(cell.note, xs[i]! + PAD, doc.y + 1, { width: colWidth(i), align });
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.3)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.fillColor(COLORS.text);
    doc.x = left;
    doc.y = y + h;
  }
}

/** Label and value pairs right-aligned under a table (net, VAT, gross); the last one bold when `emphasizeLast`. */
export function drawTotals(frame: PdfFrame, rows: [string, string][], options: { emphasizeLast?: boolean } = {}): void {
  const { doc, left, width } = frame;
  const labelX = left + width * 0.5;
  const labelW = width * 0.3;
  const valueX = left + width * 0.8;
  const valueW = width * 0.2 - PAD;
  frame.ensureSpace(rows.length * 16 + 10);
  doc.moveDown(0.5);
  rows.forEach(([label, value], i) => {
    const bold = options.emphasizeLast && i === rows.length - 1;
    const y = doc.y;
    doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(bold ? 10.5 : 9.5).fillColor(COLORS.text);
    doc.text(label, labelX, y, { width: labelW, align: 'right' });
    doc.text(value, valueX, y, { width: valueW, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  });
  doc.x = left;
}

/** Label: value lines in two aligned columns, e.g. invoice number, dates. */
export function drawFacts(frame: PdfFrame, facts: [string, string][], at: { x: number; width: number }): number {
  const { doc } = frame;
  // Values (dates, periods, references) get the larger share; labels are short words.
  const labelW = at.width * 0.42;
  let y = doc.y;
  for (const [label, value] of facts) {
    doc.font(FONTS.regular).fontSize(9).fillColor(COLORS.muted).text(label, at.x, y, { width: labelW });
    doc.font(FONTS.bold).fontSize(9).fillColor(COLORS.text).text(value, at.x + labelW, y, { width: at.width - labelW, align: 'right' });
    y = Math.max(doc.y, y + 13);
  }
  return y;
}
