import type { Language } from '@fleetwatt/shared';
import { renderMail, type MailMessage } from '../../providers/mail/index.ts';
import { periodLabel } from './receipt-pdf.ts';

const TEXTS = {
  en: {
    subject: (n: number, period: string) => `Your home charging receipt ${n} for ${period}`,
    correctionSubject: (n: number, period: string, old: number) => `Corrected home charging receipt ${n} for ${period} (replaces ${old})`,
    greeting: (name: string) => `Hello ${name},`,
    body: (company: string, period: string) =>
      `attached is your receipt for the electricity you charged at home for your company car in ${period}. ${company} reimburses the amount shown.`,
    correction: (old: number) => `This receipt corrects receipt ${old}, which is no longer valid.`,
    signature: 'Your Fleetwatt team',
  },
  de: {
    subject: (n: number, period: string) => `Ihr Beleg ${n} über Ladestrom für ${period}`,
    correctionSubject: (n: number, period: string, old: number) => `Korrigierter Beleg ${n} über Ladestrom für ${period} (ersetzt ${old})`,
    greeting: (name: string) => `Guten Tag ${name},`,
    body: (company: string, period: string) =>
      `anbei erhalten Sie Ihren Beleg über den Strom, den Sie im ${period} zu Hause für Ihren Dienstwagen geladen haben. ${company} erstattet den ausgewiesenen Betrag.`,
    correction: (old: number) => `Dieser Beleg korrigiert Beleg ${old}, der damit nicht mehr gilt.`,
    signature: 'Ihr Fleetwatt-Team',
  },
} as const;

/** The mail that carries a receipt's PDF to the driver, in the company's language. */
export function receiptMail(input: {
  lang: Language;
  to: string;
  companyId: string;
  companyName: string;
  driverName: string;
  number: number;
  correctsNumber: number | null;
  year: number;
  month: number;
  pdf: { fileName: string; content: Buffer; documentId: string };
}): MailMessage {
  const t = TEXTS[input.lang];
  const period = periodLabel(input.year, input.month, input.lang);
  const body = renderMail({
    lang: input.lang,
    greeting: t.greeting(input.driverName),
    paragraphs: [
      t.body(input.companyName, period),
      ...(input.correctsNumber !== null ? [t.correction(input.correctsNumber)] : []),
    ],
    signature: t.signature,
  });
  return {
    to: input.to,
    subject:
      input.correctsNumber !== null ? t.correctionSubject(input.number, period, input.correctsNumber) : t.subject(input.number, period),
    ...body,
    companyId: input.companyId,
    attachments: [{ fileName: input.pdf.fileName, contentType: 'application/pdf', content: input.pdf.content, documentId: input.pdf.documentId }],
  };
}
