import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, painXml, type SepaPaymentOrder } from './pain001.ts';
import { sepaText } from './transliterate.ts';
import { xsdErrors } from '../xml/xsd.ts';

const order = (transfers: SepaPaymentOrder['transfers']): SepaPaymentOrder => ({
  messageId: 'FW0123456789ABCDEF012345',
  paymentInfoId: 'FW-R7-2026-09',
  createdAt: new Date('2026-10-22T10:00:00.123Z'),
  initiatorName: 'Voltwerk München GmbH',
  debtorName: 'Voltwerk München GmbH',
  debtorIban: 'DE89370400440532013000',
  executionDate: '2026-10-23',
  transfers,
});

const transfer = (cents: number, i = 0) => ({
  endToEndId: `e2e${i}`,
  amountCents: cents,
  creditorName: 'Jürgen Weiß & Söhne',
  creditorIban: 'DE02120300000000202051',
  remittance: 'Reimbursement 7 · 2026-09 receipt 12',
});

const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('the pain.001.001.09 writer', () => {
  it('writes cents as euros with two decimals, without a float', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(90071992547409)).toBe('900719925474.09');
    expect(() => centsToDecimal(1.5)).toThrow();
  });

  it('keeps text to the SEPA character set by transliterating letters, never dropping them', () => {
    expect(sepaText('Søren Ørsted «Łódź»', 70)).toBe('Soren Orsted "Lodz"');
    expect(sepaText('Jürgen Weiß & Söhne', 70)).toBe('Juergen Weiss + Soehne');
    expect(sepaText('Reimbursement 7 · 2026-09 <receipt>', 140)).toBe('Reimbursement 7 - 2026-09 (receipt)');
    // French, Spanish, Scandinavian, Polish, Czech, Hungarian, Romanian, Turkish, Baltic, Croatian, Icelandic.
    expect(sepaText('François Œuvray, José Núñez, Åsa Æbelø, Wojciech Żółć, Jiří Dvořák', 140)).toBe(
      'Francois OEuvray, Jose Nunez, Asa AEbelo, Wojciech Zolc, Jiri Dvorak',
    );
    expect(sepaText('Ödön Győri, Ștefan Țăran, Çağrı Işık, İlker Gül, Jānis Bērziņš, Đorđe Šimić, Þórður Guðmundsson', 140)).toBe(
      'Oedoen Gyori, Stefan Taran, Cagri Isik, Ilker Guel, Janis Berzins, Dorde Simic, THordur Gudmundsson',
    );
    // Greek and Cyrillic (Ukrainian, Russian, Serbian, Bulgarian) are transliterated.
    expect(sepaText('Γιώργος Παπαδόπουλος', 70)).toBe('Giorgos Papadopoulos');
    expect(sepaText('Олександр Шевченко, Дмитрий Иванов, Јован Јовановић', 140)).toBe('Oleksandr Shevchenko, Dmitrii Ivanov, Jovan Jovanovic');
    expect(sepaText('€ 5 ★', 70)).toBe('EUR 5 .');
    expect(sepaText('', 70)).toBe('-');
    expect(sepaText('x'.repeat(100), 70)).toHaveLength(70);
    // Whatever comes in, what goes out is in the allowed set.
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => /^[A-Za-z0-9/\-?:().,'+ "]+$/.test(sepaText(s, 70))),
    );
  });

  it('counts the transfers and sums them into NbOfTxs and CtrlSum, in the header and the payment', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 30 }), (amounts) => {
        const xml = painXml(order(amounts.map((a, i) => transfer(a, i))));
        const total = amounts.reduce((s, a) => s + a, 0);
        expect(tag(xml, 'NbOfTxs')).toEqual([String(amounts.length), String(amounts.length)]);
        expect(tag(xml, 'CtrlSum')).toEqual([centsToDecimal(total), centsToDecimal(total)]);
        expect(tag(xml, 'InstdAmt')).toEqual(amounts.map(centsToDecimal));
      }),
    );
  });

  it('refuses an empty file and a transfer below a cent', () => {
    expect(() => painXml(order([]))).toThrow();
    expect(() => painXml(order([transfer(0)]))).toThrow();
  });

  it('validates against the EPC schema', async () => {
    const xml = painXml(order([transfer(4217, 1), transfer(99, 2), transfer(1_000_000, 3)]));
    expect(await xsdErrors(xml, 'pain001')).toEqual([]);
    // The schema is really checked: a file without a debtor IBAN is refused, and so is one that is not XML.
    expect((await xsdErrors(xml.replace('<IBAN>DE89370400440532013000</IBAN>', ''), 'pain001')).join()).toMatch(/DbtrAcct|Id/);
    expect((await xsdErrors('<Document><unclosed></Document>', 'pain001')).join()).toMatch(/mismatch|end tag/i);
  });
});
