import { loadPdfKit } from '../lib/pdf/index.ts';
import { utcDay } from '@fleetwatt/shared';

export interface UtilityBill {
  german: boolean;
  provider: string;
  customerName: string;
  street: string;
  zipCity: string;
  customerNumber: string;
  billDate: Date;
  serviceStart: string;
  /** Ten-thousandths of the currency unit per kWh. */
  pricePerKwh: number;
  currency: string;
  baseFeeMonthlyMinor: number | null;
  eco: boolean;
  dynamic: boolean;
}

function decimal(value: number, digits: number, german: boolean): string {
  const text = value.toFixed(digits);
  return german ? text.replace('.', ',') : text;
}

/**
 * A one-page utility bill as a driver would upload it. Standard fonts only and a fixed creation
 * date, so each file is small (about 2 KB) and the same bytes on every run.
 */
export async function renderUtilityBill(bill: UtilityBill): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${bill.provider} ${bill.customerNumber}`, Author: bill.provider, CreationDate: bill.billDate },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const g = bill.german;
  const date = utcDay(bill.billDate);

  doc.font('Helvetica-Bold').fontSize(18).text(bill.provider);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(g ? 'Kundenservice · Rechnungsstelle' : 'Customer service · Billing');
  doc.moveDown(2).fillColor('#000000').fontSize(11);
  doc.text(bill.customerName).text(bill.street).text(bill.zipCity);
  doc.moveDown(2).font('Helvetica-Bold').fontSize(15).text(g ? 'Stromrechnung' : 'Electricity statement');
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`${g ? 'Kundennummer' : 'Account number'}: ${bill.customerNumber}`);
  doc.text(`${g ? 'Rechnungsdatum' : 'Statement date'}: ${date}`);
  doc.text(`${g ? 'Lieferbeginn' : 'Service start'}: ${bill.serviceStart}`);
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(11).text(g ? 'Ihr Tarif' : 'Your rate plan');
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  const price = decimal(bill.pricePerKwh / 10_000, 4, g);
  doc.text(`${g ? 'Arbeitspreis' : 'Energy charge'}: ${price} ${bill.currency}/kWh`);
  if (bill.baseFeeMonthlyMinor !== null) {
    const fee = decimal(bill.baseFeeMonthlyMinor / 100, 2, g);
    doc.text(`${g ? 'Grundpreis' : 'Base charge'}: ${fee} ${bill.currency}/${g ? 'Monat' : 'month'}`);
  }
  if (bill.eco) doc.text(g ? 'Ökostrom: 100 % aus erneuerbaren Quellen' : 'Renewable energy: 100 %');
  if (bill.dynamic) doc.text(g ? 'Dynamischer Tarif: stündlicher Börsenpreis, Durchschnitt angegeben' : 'Time-of-use rate: average shown');
  doc.moveDown(3).fontSize(8).fillColor('#777777');
  doc.text(g ? 'Beispieldokument der Fleetwatt-Demo.' : 'Sample document of the Fleetwatt demo.');
  doc.end();
  return done;
}
