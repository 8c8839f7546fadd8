export { COLORS, FONTS, createPdfFrame, loadPdfKit, type Pdf, type PdfFrame, type PdfFrameOptions } from './document.ts';
export { drawFacts, drawTable, drawTotals, type PdfCell, type PdfColumn } from './table.ts';
export { pdfDate, pdfDecimal, pdfInteger, pdfMoney } from './format.ts';
