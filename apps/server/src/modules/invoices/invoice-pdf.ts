import { PAYMENT_TERM_DAYS, vatRatePercent, type Invoice } from '@fleetwatt/shared';
import { COLORS, FONTS, createPdfFrame, drawFacts, drawTable, drawTotals, pdfDate, pdfInteger, pdfMoney } from '../../lib/pdf/index.ts';
import { FACTURX_EMBEDDING, renderEInvoice } from './e-invoice.ts';
import { SELLER, groupedIban } from './seller.ts';
import { INVOICE_TEXTS, documentLanguage, vatNote } from './invoice-texts.ts';

const COUNTRY_NAMES = {
  en: { AUSTRIA: 'Austria', GERMANY: 'Germany', SWITZERLAND: 'Switzerland', UNITED_STATES: 'United States' },
  de: { AUSTRIA: 'Österreich', GERMANY: 'Deutschland', SWITZERLAND: 'Schweiz', UNITED_STATES: 'USA' },
} as const;

/** The file name of an invoice's PDF: its number, or "draft" and its id before approval. */
export const invoiceFileName = (invoice: Pick<Invoice, 'number' | 'id'>, extension: string) =>
  `${invoice.number ? `invoice-${invoice.number}` : `invoice-draft-${invoice.id.slice(0, 8)}`}.${extension}`;

/**
 * The invoice as a PDF in the company's language, with what an invoice must state: seller and
 * buyer with addresses and VAT ids, number, invoice date, delivery period, the lines, net, VAT
 * rate and amount (or the reverse-charge note), gross, payment terms and bank details.
 */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const lang = documentLanguage(invoice.language);
  const t = INVOICE_TEXTS[lang];
  const money = (minor: number) => pdfMoney(minor, invoice.currency, lang);
  const draft = invoice.status === 'DRAFT';
  const frame = await createPdfFrame({
    title: `${draft ? t.draftTitle : t.title} ${invoice.number ?? ''}`.trim(),
    author: SELLER.name,
    creationDate: new Date(invoice.approvedAt ?? `${invoice.invoiceDate}T00:00:00Z`),
    lang,
    subject: `${draft ? t.draftTitle : t.title} ${invoice.number ?? ''} · ${invoice.companyName}`.replace(/\s+·/, ' ·'),
    issuer: {
      name: SELLER.name,
      lines: [
        `${SELLER.street} · ${SELLER.zip} ${SELLER.city} · ${COUNTRY_NAMES[lang][SELLER.country]}`,
        `${SELLER.email} · ${SELLER.phone}`,
        `${t.sellerVatId} ${SELLER.vatId}`,
      ],
    },
    footer: [
      `${SELLER.name} · ${t.register}: ${SELLER.register} · ${t.managingDirector}: ${SELLER.managingDirector}`,
      t.bankDetails(SELLER.bank, groupedIban(SELLER.iban), SELLER.bic),
    ].join('\n'),
    pageLabel: t.page,
  });
  const { doc, left, width } = frame;

  // Sender line and the buyer's address on the left, the invoice's facts on the right.
  const top = doc.y;
  doc.font(FONTS.regular).fontSize(7).fillColor(COLORS.muted).text(`${SELLER.name} · ${SELLER.street} · ${SELLER.zip} ${SELLER.city}`, left, top);
  doc.moveDown(0.6).font(FONTS.bold).fontSize(10).fillColor(COLORS.text).text(invoice.companyName, { width: width * 0.5 });
  doc.font(FONTS.regular).fontSize(10);
  if (invoice.billingContactName) doc.text(`${t.attention} ${invoice.billingContactName}`, { width: width * 0.5 });
  if (invoice.billingStreet) doc.text(invoice.billingStreet, { width: width * 0.5 });
  const zipCity = [invoice.billingZip, invoice.billingCity].filter(Boolean).join(' ');
  if (zipCity) doc.text(zipCity, { width: width * 0.5 });
  doc.text(COUNTRY_NAMES[lang][invoice.companyCountry], { width: width * 0.5 });
  if (invoice.vatNumber) doc.moveDown(0.3).fontSize(9).text(`${t.customerVatId}: ${invoice.vatNumber}`, { width: width * 0.5 });
  const addressBottom = doc.y;

  doc.y = top;
  const delivery =
    invoice.deliveryFrom && invoice.deliveryTo ? `${pdfDate(invoice.deliveryFrom, lang)} – ${pdfDate(invoice.deliveryTo, lang)}` : '–';
  const factsBottom = drawFacts(
    frame,
    [
      [t.number, invoice.number ?? t.noNumber],
      [t.invoiceDate, pdfDate(invoice.invoiceDate, lang)],
      [t.deliveryPeriod, delivery],
      [t.dueDate, pdfDate(invoice.dueDate, lang)],
    ],
    { x: left + width * 0.55, width: width * 0.45 },
  );
  doc.x = left;
  doc.y = Math.max(addressBottom, factsBottom) + 24;

  doc.font(FONTS.bold).fontSize(16).fillColor(COLORS.text).text(`${draft ? t.draftTitle : t.title} ${invoice.number ?? ''}`.trim(), left);
  if (draft) doc.font(FONTS.bold).fontSize(10).fillColor('#c92a2a').text(t.draftMark);
  if (invoice.status === 'CANCELLED') doc.font(FONTS.bold).fontSize(10).fillColor('#c92a2a').text(t.cancelledMark);
  doc.fillColor(COLORS.text).moveDown(0.8);

  drawTable(
    frame,
    [
      { header: t.position, width: 0.07 },
      { header: t.product, width: 0.47 },
      { header: t.quantity, width: 0.1, align: 'right' },
      { header: t.unitPrice, width: 0.17, align: 'right' },
      { header: t.net, width: 0.19, align: 'right' },
    ],
    invoice.lines.map((l) => [
      String(l.position),
      { text: l.product, note: l.text },
      pdfInteger(l.quantity, lang),
      money(l.unitPriceMinor),
      money(l.netMinor),
    ]),
  );

  const totals: [string, string][] = [
    [t.totalNet, money(invoice.totalNetMinor)],
    [t.vat(vatRatePercent(invoice.taxRateBp).replace('.', lang === 'de' ? ',' : '.')), money(invoice.taxMinor)],
    [t.totalGross, money(invoice.totalGrossMinor)],
  ];
  drawTotals(frame, totals, { emphasizeLast: true });
  if (invoice.paidMinor > 0 && invoice.status !== 'CANCELLED') {
    drawTotals(frame, [
      [t.paid, money(invoice.paidMinor)],
      [t.open, money(Math.max(0, invoice.totalGrossMinor - invoice.paidMinor))],
    ]);
  }

  doc.moveDown(1.2).font(FONTS.regular).fontSize(9).fillColor(COLORS.text);
  const notes: string[] = [];
  const note = vatNote(invoice.vatCategory, t);
  if (note) notes.push(note);
  notes.push(t.paymentTerms(PAYMENT_TERM_DAYS, pdfDate(invoice.dueDate, lang), invoice.number ?? t.noNumber));
  notes.push(t.bankDetails(SELLER.bank, groupedIban(SELLER.iban), SELLER.bic));
  for (const note of notes) {
    frame.ensureSpace(30);
    doc.text(note, left, doc.y, { width });
    doc.moveDown(0.5);
  }
  doc.moveDown(0.5).fillColor(COLORS.muted).text(t.thanks, left, doc.y, { width });
  // A numbered invoice is a hybrid e-invoice: the PDF carries the same EN 16931 document the
  // e-invoice download gives (Factur-X / ZUGFeRD, profile EN 16931), for accounting software to read.
  if (invoice.number) {
    frame.embedXml({ ...FACTURX_EMBEDDING, content: renderEInvoice(invoice), description: `${t.title} ${invoice.number} (EN 16931, UN/CEFACT CII)` });
  }
  return frame.finish();
}
