import type { Language } from '@fleetwatt/shared';
import { FONTS, COLORS, pdfDate, type PdfFrame } from '../../lib/pdf/index.ts';
import { parseMeterPublicKey, publicKeyHex } from '../../lib/ocmf/index.ts';
import { METER_SIGNATURE_FAILURE_WORDS } from '../charging-sessions/meter-signature-words.ts';
import type { ReceiptSessionRow } from './receipt-pdf-data.repository.ts';

/*
 * What the receipt says of signed meter values (decision 0045): a column naming each session's
 * check, and an appendix with every signed session's OCMF records and the meter's public key, in
 * the form the S.A.F.E. transparency software (transparenz.software) takes, also attached as a
 * text file to copy from.
 */

const TEXTS = {
  en: {
    column: 'Meter signature',
    verified: 'verified',
    notVerified: (reason: string) => `not verified: ${reason}`,
    heading: 'Signed meter values (OCMF)',
    intro:
      'The sessions marked verified were measured by a calibration-law meter that signed its readings. Each record below and the ' +
      "meter's public key can be checked in the S.A.F.E. transparency software (transparenz.software); the same text is attached to " +
      'this PDF as signed-meter-values.txt.',
    session: (date: string, time: string) => `Charging session of ${date}, ${time} UTC`,
    publicKey: "Meter's public key",
    records: 'Signed data',
    attachment: 'Signed meter values and public keys (OCMF)',
  },
  de: {
    column: 'Zählersignatur',
    verified: 'geprüft',
    notVerified: (reason: string) => `nicht bestätigt: ${reason}`,
    heading: 'Signierte Messwerte (OCMF)',
    intro:
      'Die als geprüft markierten Ladevorgänge wurden von einem eichrechtskonformen Zähler gemessen, der seine Zählerstände signiert hat. ' +
      'Jeder Datensatz unten lässt sich mit dem öffentlichen Schlüssel des Zählers in der S.A.F.E.-Transparenzsoftware ' +
      '(transparenz.software) prüfen; derselbe Text ist dieser PDF-Datei als signed-meter-values.txt angehängt.',
    session: (date: string, time: string) => `Ladevorgang vom ${date}, ${time} UTC`,
    publicKey: 'Öffentlicher Schlüssel des Zählers',
    records: 'Signierte Daten',
    attachment: 'Signierte Messwerte und öffentliche Schlüssel (OCMF)',
  },
} as const;

/** Whether the receipt has a session with a meter signature check, so it shows the column. */
export const hasMeterSignatures = (sessions: readonly ReceiptSessionRow[]) => sessions.some((s) => s.meter_signature_status !== null);

export const meterSignatureColumn = (lang: Language) => TEXTS[lang].column;

export function meterSignatureCell(s: ReceiptSessionRow, lang: Language): string {
  if (s.meter_signature_status === 'VERIFIED') return TEXTS[lang].verified;
  if (s.meter_signature_status === 'FAILED' && s.meter_signature_failure) return TEXTS[lang].notVerified(METER_SIGNATURE_FAILURE_WORDS[lang][s.meter_signature_failure]);
  return '–';
}

/** The key as the transparency software takes it, or as stored when it is no key at all. */
const keyText = (key: string | null) => (key ? ((k) => (k ? publicKeyHex(k) : key))(parseMeterPublicKey(key)) : '–');
const timeOf = (d: Date) => d.toISOString().slice(11, 16);

/** The appendix on pages of its own, and the same as an attached text file. */
export function appendSignedMeterValues(frame: PdfFrame, sessions: readonly ReceiptSessionRow[], lang: Language, when: Date) {
  const signed = sessions.filter((s) => s.signed_meter_values?.length);
  if (!signed.length) return;
  const t = TEXTS[lang];
  const { doc, left, width } = frame;
  doc.addPage();
  doc.font(FONTS.bold).fontSize(11).fillColor(COLORS.accent).text(t.heading, left);
  doc.moveDown(0.3);
  doc.font(FONTS.regular).fontSize(8.5).fillColor(COLORS.muted).text(t.intro, left, doc.y, { width });
  const lines: string[] = [];
  for (const s of signed) {
    const start = new Date(s.start_date);
    const title = `${t.session(pdfDate(start, lang), timeOf(start))} · ${meterSignatureCell(s, lang)}`;
    const key = keyText(s.meter_public_key);
    frame.ensureSpace(80);
    doc.moveDown(0.8);
    doc.font(FONTS.bold).fontSize(9).fillColor(COLORS.text).text(title, left, doc.y, { width });
    doc.font(FONTS.regular).fontSize(8).fillColor(COLORS.muted).text(t.publicKey, left, doc.y, { width });
    doc.font(FONTS.regular).fontSize(7).fillColor(COLORS.text).text(key, left, doc.y, { width });
    doc.font(FONTS.regular).fontSize(8).fillColor(COLORS.muted).text(t.records, left, doc.y, { width });
    for (const record of s.signed_meter_values ?? []) {
      frame.ensureSpace(30);
      doc.font(FONTS.regular).fontSize(6.5).fillColor(COLORS.text).text(record, left, doc.y, { width });
    }
    lines.push(title, `${t.publicKey}: ${key}`, ...(s.signed_meter_values ?? []), '');
  }
  const attachment = { name: 'signed-meter-values.txt', type: 'text/plain', description: t.attachment, relationship: 'Supplement', creationDate: when, modifiedDate: when };
  doc.file(Buffer.from(lines.join('\n'), 'utf8'), attachment as PDFKit.Mixins.PDFAttachmentOptions);
}
