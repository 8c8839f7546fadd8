import type { Invoice } from '@fleetwatt/shared';
import { renderMail, type MailMessage } from '../../providers/mail/index.ts';
import { pdfDate, pdfMoney } from '../../lib/pdf/index.ts';
import { INVOICE_TEXTS, documentLanguage } from './invoice-texts.ts';
import { invoiceFileName } from './invoice-pdf.ts';

/** The mail that sends an invoice to the company's billing contact, in the company's language, with the PDF. */
export function invoiceMail(invoice: Invoice, pdf: Buffer): MailMessage {
  const lang = documentLanguage(invoice.language);
  const t = INVOICE_TEXTS[lang];
  const number = invoice.number ?? '';
  const body = renderMail({
    lang,
    greeting: t.mailGreeting(invoice.billingContactName),
    paragraphs: [
      t.mailBody(number, pdfMoney(invoice.totalGrossMinor, invoice.currency, lang), pdfDate(invoice.dueDate, lang)),
      ...(invoice.reverseCharge ? [t.mailReverseCharge] : []),
      t.mailQuestions,
    ],
    signature: t.mailSignature,
  });
  return {
    to: invoice.billingContactEmail ?? '',
    subject: t.mailSubject(number),
    text: body.text,
    html: body.html,
    companyId: invoice.companyId,
    attachments: [{ fileName: invoiceFileName(invoice, 'pdf'), contentType: 'application/pdf', content: pdf }],
  };
}
