import { sepaText } from './transliterate.ts';

/*
 * SEPA credit transfers as an ISO 20022 pain.001.001.09 file (EPC SCT customer-to-bank rulebook
 * 2023), for any bank that takes payment files. Amounts arrive in euro cents and are written with two
 * decimals, never through a float; NbOfTxs and CtrlSum are counted from the transfers themselves.
 */

export interface SepaTransfer {
  /** Unique per transfer, at most 35 characters; the bank hands it on to the creditor. */
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  /** Unstructured remittance information (what the creditor reads on the statement). */
  remittance: string;
}

export interface SepaPaymentOrder {
  /** Unique per file; a bank refuses a second file with the same id, so a file cannot be paid twice. */
  messageId: string;
  paymentInfoId: string;
  createdAt: Date;
  initiatorName: string;
  debtorName: string;
  debtorIban: string;
  debtorBic?: string | null;
  /** YYYY-MM-DD */
  executionDate: string;
  transfers: readonly SepaTransfer[];
}

/** The total of the transfers as the file states it: "1234.56". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('amounts are non-negative whole cents');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** The pain.001.001.09 document for one debtor account and execution date. */
export function painXml(order: SepaPaymentOrder): string {
  if (!order.transfers.length) throw new RangeError('a payment file needs at least one transfer');
  const total = order.transfers.reduce((sum, t) => sum + t.amountCents, 0);
  const count = String(order.transfers.length);
  const ctrlSum = centsToDecimal(total);
  const createdAt = order.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const debtorAgent = order.debtorBic ? el('BICFI', order.debtorBic) : `<Othr>${el('Id', 'NOTPROVIDED')}</Othr>`;
  const transfers = order.transfers.map((t) => {
    if (t.amountCents < 1) throw new RangeError('every transfer must be at least 0.01');
    return [
      '<CdtTrfTxInf>',
      `<PmtId>${el('EndToEndId', t.endToEndId.slice(0, 35))}</PmtId>`,
      `<Amt><InstdAmt Ccy="EUR">${centsToDecimal(t.amountCents)}</InstdAmt></Amt>`,
      `<Cdtr>${el('Nm', sepaText(t.creditorName, 70))}</Cdtr>`,
      `<CdtrAcct><Id>${el('IBAN', t.creditorIban)}</Id></CdtrAcct>`,
      `<RmtInf>${el('Ustrd', sepaText(t.remittance, 140))}</RmtInf>`,
      '</CdtTrfTxInf>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '<CstmrCdtTrfInitn>',
    '<GrpHdr>',
    el('MsgId', order.messageId.slice(0, 35)),
    el('CreDtTm', createdAt),
    el('NbOfTxs', count),
    el('CtrlSum', ctrlSum),
    `<InitgPty>${el('Nm', sepaText(order.initiatorName, 70))}</InitgPty>`,
    '</GrpHdr>',
    '<PmtInf>',
    el('PmtInfId', order.paymentInfoId.slice(0, 35)),
    el('PmtMtd', 'TRF'),
    el('BtchBookg', 'true'),
    el('NbOfTxs', count),
    el('CtrlSum', ctrlSum),
    '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>',
    `<ReqdExctnDt>${el('Dt', order.executionDate)}</ReqdExctnDt>`,
    `<Dbtr>${el('Nm', sepaText(order.debtorName, 70))}</Dbtr>`,
    `<DbtrAcct><Id>${el('IBAN', order.debtorIban)}</Id></DbtrAcct>`,
    `<DbtrAgt><FinInstnId>${debtorAgent}</FinInstnId></DbtrAgt>`,
    el('ChrgBr', 'SLEV'),
    ...transfers,
    '</PmtInf>',
    '</CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ].join('\n');
}
