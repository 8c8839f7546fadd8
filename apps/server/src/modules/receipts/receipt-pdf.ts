import { LOCALE_OF, receiptBaseFeeText, receiptTotals, RECEIPT_WORDS, type Language, type ReceiptTotals } from '@fleetwatt/shared';
import { COLORS, createPdfFrame, drawFacts, drawTable, drawTotals, FONTS, pdfDate, pdfDecimal, pdfMoney, type PdfFrame } from '../../lib/pdf/index.ts';
import { receiptRowBaseFee } from './receipt-list.repository.ts';
import type { ReceiptPdfSource, ReceiptSessionRow, StoredDocument } from './receipt-pdf-data.repository.ts';
import { receiptReference } from './receipt-reference.ts';
import { appendSignedMeterValues, hasMeterSignatures, meterSignatureCell, meterSignatureColumn } from './receipt-signed-values.ts';

/*
 * The receipt PDF: one driver-month with the sessions table, the totals, the tariffs that priced
 * them and what the company's layout flags ask for, in the company's language. Money is summed in
 * integer cents; every amount printed is formatted from integers.
 */

const TEXTS = {
  en: {
    title: 'Receipt for home charging',
    correctionOf: (n: number) => `Correction of receipt ${n}`,
    draft: 'Draft – not yet submitted',
    replacedBy: (n: number) => `Replaced by receipt ${n}`,
    number: 'Receipt number',
    reference: 'Document reference',
    period: 'Period',
    created: 'Date created',
    submitted: 'Submitted on',
    status: 'Status',
    driver: 'Driver',
    carPlate: 'Car plate',
    companyName: 'Company',
    costCenter: 'Cost center',
    employeeId: 'Employee ID',
    tariffs: 'Tariff',
    tariffLine: (n: number, price: string, from: string, to: string | null) =>
      `Tariff ${n}: ${price} per kWh, valid from ${from}${to ? ` to ${to}` : ''}`,
    baseFee: (fee: string) => `Monthly base fee share: ${fee}`,
    provider: (name: string) => `Supplier: ${name}`,
    noTariff: 'No tariff',
    sessions: 'Charging sessions',
    columns: { date: 'Date', start: 'Start (UTC)', duration: 'Duration', energy: 'Energy (kWh)', price: 'Price per kWh', expense: 'Expense' },
    noSessions: 'No charging sessions.',
    sessionCount: 'Charging sessions',
    totalEnergy: 'Energy',
    sessionsExpense: 'Charging expense',
    baseFeeTotal: 'Base fee share',
    total: 'Total to reimburse',
    payment: (iban: string, holder: string | null) => `Paid to ${iban}${holder ? ` (${holder})` : ''}`,
    mandate:
      'I confirm that the electricity listed above was used to charge my company car at home and ask for it to be reimbursed. ' +
      'The amounts follow the tariff shown, rounded half-up to the cent per charging session.',
    tariffDocument: 'Tariff document',
    tariffAttached: (name: string) => `The tariff document "${name}" is attached to this PDF.`,
    page: (p: number, n: number) => `Page ${p} of ${n}`,
    footer: 'Energy measured by the charging cable or the wallbox; times in UTC.',
  },
  de: {
    title: 'Beleg über Ladestrom zu Hause',
    correctionOf: (n: number) => `Korrektur von Beleg ${n}`,
    draft: 'Entwurf – noch nicht eingereicht',
    replacedBy: (n: number) => `Ersetzt durch Beleg ${n}`,
    number: 'Belegnummer',
    reference: 'Belegreferenz',
    period: 'Zeitraum',
    created: 'Erstellt am',
    submitted: 'Eingereicht am',
    status: 'Status',
    driver: 'Fahrer',
    carPlate: 'Kennzeichen',
    companyName: 'Unternehmen',
    costCenter: 'Kostenstelle',
    employeeId: 'Personalnummer',
    tariffs: 'Tarif',
    tariffLine: (n: number, price: string, from: string, to: string | null) =>
      `Tarif ${n}: ${price} je kWh, gültig ab ${from}${to ? ` bis ${to}` : ''}`,
    baseFee: (fee: string) => `Grundgebührenanteil je Monat: ${fee}`,
    provider: (name: string) => `Versorger: ${name}`,
    noTariff: 'Kein Tarif',
    sessions: 'Ladevorgänge',
    columns: { date: 'Datum', start: 'Beginn (UTC)', duration: 'Dauer', energy: 'Energie (kWh)', price: 'Preis je kWh', expense: 'Betrag' },
    noSessions: 'Keine Ladevorgänge.',
    sessionCount: 'Ladevorgänge',
    totalEnergy: 'Energie',
    sessionsExpense: 'Kosten der Ladevorgänge',
    baseFeeTotal: 'Grundgebührenanteil',
    total: 'Erstattungsbetrag',
    payment: (iban: string, holder: string | null) => `Auszahlung an ${iban}${holder ? ` (${holder})` : ''}`,
    mandate:
      'Ich bestätige, dass der oben aufgeführte Strom zum Laden meines Dienstwagens zu Hause verwendet wurde, und bitte um Erstattung. ' +
      'Die Beträge ergeben sich aus dem angegebenen Tarif, je Ladevorgang kaufmännisch auf den Cent gerundet ' +
      '(steuerfreier Auslagenersatz nach § 3 Nr. 50 EStG).',
    tariffDocument: 'Tarifnachweis',
    tariffAttached: (name: string) => `Der Tarifnachweis „${name}“ ist dieser PDF-Datei angehängt.`,
    page: (p: number, n: number) => `Seite ${p} von ${n}`,
    footer: 'Energie gemessen vom Ladekabel oder von der Wallbox; Uhrzeiten in UTC.',
  },
} as const;

/** "October 2026" / "Oktober 2026". */
export function periodLabel(year: number, month: number, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const timeOf = (d: Date) => `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
const durationOf = (seconds: number) => {
  const minutes = Math.max(0, Math.round(seconds / 60));
  return `${Math.floor(minutes / 60)}:${pad2(minutes % 60)} h`;
};

/** Ten-thousandths per kWh as the currency with four decimals, e.g. "0,3512 €". */
function tariffPrice(tenThousandths: number, currency: string, lang: Language): string {
  const amount = pdfDecimal(tenThousandths / 10_000, 4, lang);
  const symbol = currency === 'EUR' ? '€' : currency === 'USD' ? '$' : currency;
  if (lang === 'de') return `${amount} ${symbol}`;
  return symbol.length === 1 ? `${symbol}${amount}` : `${symbol} ${amount}`;
}

export interface ReceiptPdfInput extends ReceiptPdfSource {
  /** Tariff documents to append when the company's layout embeds them, by tariff id. */
  tariffDocuments: Map<string, StoredDocument>;
}

export const receiptFileName = (number: number) => `receipt-${number}.pdf`;

/** The receipt's language: the company's. */
export const receiptLanguage = (source: Pick<ReceiptPdfSource, 'company'>): Language => (source.company.language === 'GERMAN' ? 'de' : 'en');

/** Renders the receipt; the same data gives the same bytes. */
export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { receipt: r, company, driver, sessions, tariffs } = input;
  const lang = receiptLanguage(input);
  const t = TEXTS[lang];
  const currency = r.currency;
  const money = (minor: number) => pdfMoney(minor, currency, lang);
  const showAddress = company.layout_show_address;
  const issuerLines = showAddress
    ? [company.address_street, [company.address_zip, company.address_city].filter(Boolean).join(' ')].filter((l): l is string => !!l)
    : [];

  const frame = await createPdfFrame({
    title: `${t.title} ${r.number}`,
    author: company.layout_show_company_name ? company.name : 'Fleetwatt',
    creationDate: r.submitted_at ?? r.created_at,
    lang,
    issuer: { name: company.layout_show_company_name ? company.name : 'Fleetwatt', lines: issuerLines },
    footer: t.footer,
    pageLabel: t.page,
  });
  const { doc, left, width } = frame;

  // Title and what kind of receipt this is.
  doc.font(FONTS.bold).fontSize(15).fillColor(COLORS.text).text(`${t.title} ${r.number}`, left, frame.top);
  if (r.corrects_number !== null) doc.font(FONTS.bold).fontSize(11).fillColor(COLORS.accent).text(t.correctionOf(r.corrects_number));
  if (r.status === 'DRAFT') doc.font(FONTS.bold).fontSize(10).fillColor('#c92a2a').text(t.draft);
  if (r.superseded_by_number !== null) doc.font(FONTS.bold).fontSize(10).fillColor('#c92a2a').text(t.replacedBy(r.superseded_by_number));
  doc.fillColor(COLORS.text).moveDown(0.5);

  // The driver on the left, the receipt's facts on the right.
  const blockTop = doc.y;
  const driverLines: string[] = [`${driver.first_name} ${driver.last_name}`.trim()];
  if (showAddress) {
    if (driver.street) driverLines.push(driver.street);
    const zipCity = [driver.zip, driver.city].filter(Boolean).join(' ');
    if (zipCity) driverLines.push(zipCity);
  }
  const driverFacts: [string, string][] = [];
  if (company.layout_show_car_plate && driver.car_plate) driverFacts.push([t.carPlate, driver.car_plate]);
  if (company.layout_show_company_name) driverFacts.push([t.companyName, company.name]);
  if (company.layout_show_cost_center && driver.cost_center) driverFacts.push([t.costCenter, driver.cost_center]);
  if (company.layout_show_employee_id && driver.employee_id) driverFacts.push([t.employeeId, driver.employee_id]);
  doc.font(FONTS.regular).fontSize(8).fillColor(COLORS.muted).text(t.driver, left, blockTop);
  doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.text).text(driverLines.join('\n'), left, doc.y, { width: width * 0.45 });
  doc.moveDown(0.3);
  const leftEnd = drawFacts(frame, driverFacts, { x: left, width: width * 0.45 });

  doc.y = blockTop;
  const facts: [string, string][] = [
    [t.number, String(r.number)],
    [t.reference, receiptReference({ id: r.id, number: r.number, periodYear: r.period_year, periodMonth: r.period_month })],
    [t.period, periodLabel(r.period_year, r.period_month, lang)],
    [t.created, pdfDate(r.created_at, lang)],
    [t.status, RECEIPT_WORDS[lang].status[r.status]],
  ];
  if (r.submitted_at) facts.splice(4, 0, [t.submitted, pdfDate(r.submitted_at, lang)]);
  const rightEnd = drawFacts(frame, facts, { x: left + width * 0.55, width: width * 0.45 });
  doc.x = left;
  doc.y = Math.max(leftEnd, rightEnd) + 8;

  // Tariffs that priced the sessions.
  heading(frame, t.tariffs);
  doc.font(FONTS.regular).fontSize(9).fillColor(COLORS.text);
  if (!tariffs.length) doc.text(t.noTariff, left);
  for (const tariff of tariffs) {
    const to = tariff.end_date ? pdfDate(tariff.end_date, lang) : null;
    doc.text(t.tariffLine(tariff.number, tariffPrice(tariff.price_per_kwh, currency, lang), pdfDate(tariff.start_date, lang), to), left);
    const extra = [
      tariff.provider_name ? t.provider(tariff.provider_name) : null,
      tariff.base_fee_monthly_minor !== null ? t.baseFee(money(tariff.base_fee_monthly_minor)) : null,
    ].filter((l): l is string => !!l);
    if (extra.length) doc.fillColor(COLORS.muted).text(extra.join(' · '), left).fillColor(COLORS.text);
    const file = company.layout_show_embedded_tariff ? input.tariffDocuments.get(tariff.id) : undefined;
    if (file?.content_type === 'application/pdf') {
      // Pages of another PDF cannot be copied here: the file travels as an attachment that readers list.
      doc.text(`${t.tariffDocument}: ${t.tariffAttached(file.file_name)}`, left, doc.y, { width });
      // PDF/A-3 wants every attachment's relation to the document and its date (ISO 19005-3, 6.8).
      const when = new Date(r.submitted_at ?? r.created_at);
      const attachment = { name: file.file_name, type: 'application/pdf', description: `${t.tariffDocument} ${tariff.number}`, relationship: 'Supplement', creationDate: when, modifiedDate: when };
      doc.file(file.content, attachment as PDFKit.Mixins.PDFAttachmentOptions);
    }
  }
  doc.moveDown(0.6);

  // The sessions, then the totals from the same integers.
  heading(frame, t.sessions);
  if (sessions.length) {
    const columns = [
      { header: t.columns.date, width: 0.17 },
      { header: t.columns.start, width: 0.15 },
      { header: t.columns.duration, width: 0.14, align: 'right' as const },
      { header: t.columns.energy, width: 0.18, align: 'right' as const },
      { header: t.columns.price, width: 0.18, align: 'right' as const },
      { header: t.columns.expense, width: 0.18, align: 'right' as const },
    ];
    // Sessions whose meter signed its values add a column naming each check (decision 0045).
    if (hasMeterSignatures(sessions)) {
      drawTable(
        frame,
        [...columns.map((c) => ({ ...c, width: c.width * 0.77 })), { header: meterSignatureColumn(lang), width: 0.23 }],
        sessions.map((s) => [...sessionRow(s, currency, lang), meterSignatureCell(s, lang)]),
      );
    } else {
      drawTable(frame, columns, sessions.map((s) => sessionRow(s, currency, lang)));
    }
  } else {
    doc.font(FONTS.regular).fontSize(9).text(t.noSessions, left);
  }

  const totals = totalsOf(input);
  const totalRows: [string, string][] = [
    [t.sessionCount, String(totals.sessionCount)],
    [t.totalEnergy, `${pdfDecimal(totals.energyWh / 1000, 3, lang)} kWh`],
    [t.sessionsExpense, money(totals.sessionsMinor)],
  ];
  if (totals.baseFeeMinor > 0) totalRows.push([t.baseFeeTotal, money(totals.baseFeeMinor)]);
  totalRows.push([t.total, money(totals.totalMinor)]);
  drawTotals(frame, totalRows, { emphasizeLast: true });
  // Why the tariff's base fee share is or is not in the total, as the receipts page says it.
  const baseFeeText = receiptBaseFeeText(totals, lang, money);
  if (baseFeeText) {
    doc.moveDown(0.3);
    doc.font(FONTS.regular).fontSize(8.5).fillColor(COLORS.muted).text(baseFeeText.reason, left, doc.y, { width });
    doc.fillColor(COLORS.text);
  }

  if (r.payment_iban) {
    doc.moveDown(0.4);
    doc.font(FONTS.regular).fontSize(9).fillColor(COLORS.text).text(t.payment(r.payment_iban, r.payment_account_holder), left);
  }
  if (company.layout_show_mandate_text) {
    frame.ensureSpace(36);
    doc.moveDown(0.6);
    doc.font(FONTS.italic).fontSize(8.5).fillColor(COLORS.muted).text(t.mandate, left, doc.y, { width });
    doc.fillColor(COLORS.text);
  }

  if (company.layout_show_embedded_tariff) appendTariffDocuments(frame, input, lang);
  appendSignedMeterValues(frame, sessions, lang, new Date(r.submitted_at ?? r.created_at));
  return frame.finish();
}

/**
 * The receipt's totals (receiptTotals). Its sessions' sums in integers; a receipt whose sessions
 * moved to its correction keeps the totals it was issued with.
 */
export function totalsOf(input: Pick<ReceiptPdfSource, 'receipt' | 'sessions'>): ReceiptTotals {
  const { receipt: r, sessions } = input;
  const baseFee = receiptRowBaseFee(r);
  if (!sessions.length && r.session_count > 0) {
    return receiptTotals({ count: r.session_count, energyWh: r.energy_wh, expenseMinor: r.expense_minor - r.base_fee_minor }, baseFee);
  }
  return receiptTotals(
    sessions.map((s) => ({ wattHours: s.watt_hours, expenseMinor: s.expense_minor })),
    baseFee,
  );
}

function sessionRow(s: ReceiptSessionRow, currency: string, lang: Language): string[] {
  const start = new Date(s.start_date);
  return [
    pdfDate(start, lang),
    timeOf(start),
    durationOf(s.duration_seconds),
    pdfDecimal(Number(s.watt_hours) / 1000, 3, lang),
    s.tariff_price === null ? '–' : tariffPrice(s.tariff_price, currency, lang),
    pdfMoney(Number(s.expense_minor), currency, lang),
  ];
}

function heading(frame: PdfFrame, text: string) {
  frame.ensureSpace(40);
  frame.doc.font(FONTS.bold).fontSize(11).fillColor(COLORS.accent).text(text, frame.left);
  frame.doc.fillColor(COLORS.text).moveDown(0.3);
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);

/** Tariff documents that are images, each on a page of its own after the receipt (PDFs are attached above). */
function appendTariffDocuments(frame: PdfFrame, input: ReceiptPdfInput, lang: Language) {
  const t = TEXTS[lang];
  const { doc, left, width } = frame;
  for (const tariff of input.tariffs) {
    const file = input.tariffDocuments.get(tariff.id);
    if (!file || !IMAGE_TYPES.has(file.content_type)) continue;
    doc.addPage();
    heading(frame, `${t.tariffDocument} – ${t.tariffs} ${tariff.number}`);
    doc.image(file.content, left, doc.y, { fit: [width, frame.bottom - doc.y], align: 'center' });
  }
}
