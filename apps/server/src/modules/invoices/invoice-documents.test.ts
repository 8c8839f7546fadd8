import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { pdfAttachments, pdfText } from '../../lib/pdf/read-text.ts';
import { checkPdfA } from '../../../test/pdfa-check.ts';
import { ADMIN_EMAIL, MANAGER_EMAIL, createDraft, createOpen } from './invoices.test-helpers.ts';

const C = DEMO_IDS.companies;
const server = useTestServer();

async function download(path: string, as = ADMIN_EMAIL) {
  const res = await send(server, await server.token(as), 'GET', path);
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const LINES = [
  { product: 'Fleetwatt PRO subscription', text: 'March 2026', quantity: 1, unitPriceMinor: 9_900 },
  { product: 'Charging cable', text: 'FWC-AB12-CD34, FWC-EF56-GH78', quantity: 2, unitPriceMinor: 34_900 },
];

describe('the invoice PDF', () => {
  it('a German company gets its invoice in German with every legal field', async () => {
    const inv = await createOpen(server, C.parent, { lines: LINES, invoiceDate: '2026-03-31', deliveryFrom: '2026-03-01', deliveryTo: '2026-03-31' });
    const file = await download(`/invoices/${inv.id}/pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${inv.number}.pdf"`);
    const text = (await pdfText(file.bytes)).join('\n');
    for (const expected of [
      'Fleetwatt GmbH',
      'Torstraße 140',
      'USt-IdNr. DE298765432',
      'Voltwerk Holding GmbH',
      `Rechnung ${inv.number}`,
      'Rechnungsnummer',
      'Rechnungsdatum',
      '31.03.2026',
      'Leistungszeitraum',
      '01.03.2026 – 31.03.2026',
      'Fällig am',
      '14.04.2026',
      'USt-IdNr. des Kunden: DE318452761',
      'Fleetwatt PRO subscription',
      'FWC-AB12-CD34, FWC-EF56-GH78',
      '349,00 €',
      '698,00 €',
      'Summe netto',
      '797,00 €',
      'USt. 19 %',
      '151,43 €',
      'Gesamtbetrag brutto',
      '948,43 €',
      'zahlbar innerhalb von 14 Tagen',
      'IBAN DE89 3704 0044 0532 0130 00',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('an English company gets it in English; reverse charge and a supply not subject to German VAT carry their notes', async () => {
    const austin = await createOpen(server, C.austin, { lines: LINES });
    const en = (await pdfText((await download(`/invoices/${austin.id}/pdf`)).bytes)).join('\n');
    for (const expected of ['Invoice number', `Invoice ${austin.number}`, 'Delivery period', 'Mar 1, 2026 – Mar 31, 2026', '$698.00', 'Total net', 'VAT 0 %', 'Total gross', '$797.00', 'Place of supply outside Germany', 'Payment terms: payable within 14 days', 'Page 1 of 1']) {
      expect(en).toContain(expected);
    }
    expect(en).not.toContain('Rechnung');

    const vienna = await createOpen(server, C.childVienna, { lines: LINES });
    const de = (await pdfText((await download(`/invoices/${vienna.id}/pdf`)).bytes)).join('\n');
    expect(de).toContain('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)');
    expect(de).toContain('USt. 0 %');
    expect(de).toContain('USt-IdNr. des Kunden: ATU71234567');
  });

  it('a draft previews inline, marked as not valid and without a number', async () => {
    const draft = await createDraft(server, C.zurich, { lines: LINES });
    const file = await download(`/invoices/${draft.id}/pdf?disposition=inline`);
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="invoice-draft-/);
    const text = (await pdfText(file.bytes)).join('\n');
    expect(text).toContain('ENTWURF – keine gültige Rechnung');
    expect(text).toContain('wird bei Freigabe vergeben');
    expect(text).toContain('USt. 8,1 %');
  });

  it('many lines run over several pages, each with the header', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ product: `License ${i + 1}`, text: 'Driver · cable', quantity: 1, unitPriceMinor: 4_900 }));
    const inv = await createOpen(server, C.parent, { lines: many });
    const pages = await pdfText((await download(`/invoices/${inv.id}/pdf`)).bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((p) => p.includes('Fleetwatt GmbH'))).toBe(true);
    expect(pages.at(-1)).toContain(`Seite ${pages.length} von ${pages.length}`);
    expect(pages.join('\n')).toContain('License 45');
  });
});

describe('the invoice PDF as an archive file and a hybrid e-invoice', () => {
  it('is PDF/A-3b: embedded subset fonts, PDF/A identification in XMP, an sRGB output intent', async () => {
    const inv = await createOpen(server, C.parent, { lines: LINES, invoiceDate: '2026-03-31', deliveryFrom: '2026-03-01', deliveryTo: '2026-03-31' });
    const pdf = await checkPdfA((await download(`/invoices/${inv.id}/pdf`)).bytes);
    expect(pdf.problems).toEqual([]);
    expect(pdf.version).toBe('1.7');
    expect(pdf.fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['LiberationSans', 'LiberationSans-Bold']);
    expect(pdf.xmp).toContain(`<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Rechnung ${inv.number}</rdf:li></rdf:Alt></dc:title>`);
  });

  it('carries its EN 16931 XML as factur-x.xml, the same document the e-invoice download gives, with the Factur-X XMP', async () => {
    const inv = await createOpen(server, C.parent, { lines: LINES, invoiceDate: '2026-04-30', deliveryFrom: '2026-04-01', deliveryTo: '2026-04-30' });
    const bytes = (await download(`/invoices/${inv.id}/pdf`)).bytes;
    const pdf = await checkPdfA(bytes);
    expect(pdf.problems).toEqual([]);
    expect(pdf.attachments.map(({ name, relationship, mime }) => ({ name, relationship, mime }))).toEqual([
      { name: 'factur-x.xml', relationship: 'Alternative', mime: 'text/xml' },
    ]);
    const download_ = await download(`/invoices/${inv.id}/e-invoice`);
    expect(pdf.attachments[0]!.content.equals(Buffer.from(download_.bytes))).toBe(true);
    expect(pdf.xmp).toMatch(/<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
    expect(pdf.xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(pdf.xmp).toMatch(/<fx:DocumentType>INVOICE<\/fx:DocumentType>/);
    expect(pdf.xmp).toMatch(/<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#<\/pdfaSchema:namespaceURI>/);

    // A second reader, pdf.js, finds the same attachment and reads the text with its umlauts and euro signs.
    const attachments = await pdfAttachments(bytes);
    expect(Object.keys(attachments)).toEqual(['factur-x.xml']);
    expect(Buffer.from(attachments['factur-x.xml']!).equals(Buffer.from(download_.bytes))).toBe(true);
    const text = (await pdfText(bytes)).join('\n');
    expect(text).toContain('Fällig am');
    expect(text).toContain('797,00 €');
  });

  it('a draft is PDF/A too, and carries no e-invoice: it has no number yet', async () => {
    const draft = await createDraft(server, C.parent, { lines: LINES });
    const pdf = await checkPdfA((await download(`/invoices/${draft.id}/pdf`)).bytes);
    expect(pdf.problems).toEqual([]);
    expect(pdf.attachments).toEqual([]);
  });
});

const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

/** The little of an XML DOM these checks use (jsdom's, which ships no types). */
interface XmlElement {
  localName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<XmlElement>;
}
interface XmlDocument extends XmlElement {
  documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}

async function parse(xml: string) {
  const { JSDOM } = (await import('jsdom' as string)) as {
    JSDOM: new (text: string, options: { contentType: string }) => { window: { document: XmlDocument } };
  };
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const all = (name: string, root: XmlElement = doc) => Array.from(root.getElementsByTagNameNS(RAM, name));
  const one = (path: string, root: XmlElement = doc): string => {
    let node: XmlElement | undefined = root;
    for (const part of path.split('/')) node = node ? all(part, node)[0] : undefined;
    if (!node) throw new Error(`missing ${path}`);
    return node.textContent ?? '';
  };
  return { doc, all, one };
}

describe('the electronic invoice (EN 16931, CII)', () => {
  let inv: Invoice;
  beforeAll(async () => {
    inv = await createOpen(server, C.parent, {
      lines: [...LINES, { product: 'Setup', quantity: 3, unitPriceMinor: 175 }],
      invoiceDate: '2026-04-30',
      deliveryFrom: '2026-04-01',
      deliveryTo: '2026-04-30',
    });
  });

  it('parses back with the mandatory business terms and totals that add up', async () => {
    const file = await download(`/invoices/${inv.id}/e-invoice`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${inv.number}.xml"`);
    const { doc, all, one } = await parse(new TextDecoder().decode(file.bytes));
    expect(doc.documentElement.localName).toBe('CrossIndustryInvoice');
    expect(one('GuidelineSpecifiedDocumentContextParameter/ID')).toBe('urn:cen.eu:en16931:2017'); // BT-24: Factur-X / ZUGFeRD profile EN 16931
    const header = Array.from(doc.getElementsByTagNameNS('urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100', 'ExchangedDocument'))[0]!;
    expect(one('ID', header)).toBe(inv.number); // BT-1
    expect(one('TypeCode', header)).toBe('380'); // BT-3
    expect(one('IssueDateTime', header)).toBe('20260430'); // BT-2
    expect(one('InvoiceCurrencyCode')).toBe('EUR'); // BT-5
    expect(one('BuyerReference')).toBe(C.parent); // BT-10

    const seller = all('SellerTradeParty')[0]!;
    expect(one('Name', seller)).toBe('Fleetwatt GmbH'); // BT-27
    expect(one('SpecifiedTaxRegistration/ID', seller)).toBe('DE298765432'); // BT-31
    expect(one('PostalTradeAddress/CountryID', seller)).toBe('DE'); // BT-40
    expect(one('PostalTradeAddress/CityName', seller)).toBe('Berlin');
    const buyer = all('BuyerTradeParty')[0]!;
    expect(one('Name', buyer)).toBe('Voltwerk Holding GmbH'); // BT-44
    expect(one('SpecifiedTaxRegistration/ID', buyer)).toBe('DE318452761'); // BT-48
    expect(one('PostalTradeAddress/CountryID', buyer)).toBe('DE'); // BT-55

    const period = all('BillingSpecifiedPeriod')[0]!;
    expect(one('StartDateTime', period)).toBe('20260401'); // BT-73
    expect(one('EndDateTime', period)).toBe('20260430'); // BT-74
    expect(one('SpecifiedTradePaymentTerms/DueDateDateTime')).toBe('20260514'); // BT-9

    const lines = all('IncludedSupplyChainTradeLineItem');
    expect(lines).toHaveLength(3);
    const lineNets = lines.map((l) => one('SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount', l)); // BT-131
    expect(lineNets).toEqual(['99.00', '698.00', '5.25']);
    expect(lines.map((l) => one('BilledQuantity', l))).toEqual(['1', '2', '3']);
    expect(lines.map((l) => one('ApplicableTradeTax/CategoryCode', l))).toEqual(['S', 'S', 'S']);

    const cents = (s: string) => Math.round(Number(s) * 100);
    const totals = all('SpecifiedTradeSettlementHeaderMonetarySummation')[0]!;
    const sumOfLines = cents(one('LineTotalAmount', totals)); // BT-106
    const taxBasis = cents(one('TaxBasisTotalAmount', totals)); // BT-109
    const tax = cents(one('TaxTotalAmount', totals)); // BT-110
    const grand = cents(one('GrandTotalAmount', totals)); // BT-112
    const due = cents(one('DuePayableAmount', totals)); // BT-115
    expect(sumOfLines).toBe(lineNets.map(cents).reduce((a, b) => a + b, 0));
    expect(taxBasis).toBe(sumOfLines);
    expect(grand).toBe(taxBasis + tax);
    expect(due).toBe(grand);
    expect([sumOfLines, tax, grand]).toEqual([inv.totalNetMinor, inv.taxMinor, inv.totalGrossMinor]);
    expect(all('TaxTotalAmount', totals)[0]!.getAttribute('currencyID')).toBe('EUR');

    const breakdown = all('ApplicableTradeTax').find((t) => all('CalculatedAmount', t).length)!; // BG-23
    expect(one('CategoryCode', breakdown)).toBe('S'); // BT-118
    expect(one('RateApplicablePercent', breakdown)).toBe('19'); // BT-119
    expect(cents(one('BasisAmount', breakdown))).toBe(taxBasis); // BT-116
    expect(cents(one('CalculatedAmount', breakdown))).toBe(tax); // BT-117
    expect(one('SpecifiedTradeSettlementPaymentMeans/PayeePartyCreditorFinancialAccount/IBANID')).toBe('DE89370400440532013000');
  });

  it('reverse charge carries category AE with its exemption reason; the US supply is not subject to VAT (O), without VAT identifiers or rate', async () => {
    const vienna = await createOpen(server, C.childVienna, { lines: LINES });
    const rc = await parse(new TextDecoder().decode((await download(`/invoices/${vienna.id}/e-invoice`)).bytes));
    const breakdown = rc.all('ApplicableTradeTax').find((t) => rc.all('CalculatedAmount', t).length)!;
    expect(rc.one('CategoryCode', breakdown)).toBe('AE');
    expect(rc.one('RateApplicablePercent', breakdown)).toBe('0');
    expect(rc.one('CalculatedAmount', breakdown)).toBe('0.00');
    expect(rc.one('ExemptionReasonCode', breakdown)).toBe('VATEX-EU-AE');
    expect(rc.one('BuyerTradeParty/SpecifiedTaxRegistration/ID')).toBe('ATU71234567');
    expect(rc.one('IncludedNote/Content')).toContain('Reverse Charge');

    const austin = await createOpen(server, C.austin, { lines: LINES });
    expect(austin.vatCategory).toBe('O');
    const o = await parse(new TextDecoder().decode((await download(`/invoices/${austin.id}/e-invoice`)).bytes));
    const ob = o.all('ApplicableTradeTax').find((t) => o.all('CalculatedAmount', t).length)!;
    expect(o.one('CategoryCode', ob)).toBe('O');
    expect(o.one('ExemptionReasonCode', ob)).toBe('VATEX-EU-O'); // BR-O-10
    expect(o.one('CalculatedAmount', ob)).toBe('0.00');
    // BR-O-05: no rate on the lines; the breakdown says 0 % (XRechnung BR-DE-14); BR-O-02: no VAT identifiers at all.
    expect(o.all('RateApplicablePercent').map((r) => r.textContent)).toEqual(['0']);
    expect(o.one('RateApplicablePercent', ob)).toBe('0');
    expect(o.all('SpecifiedTaxRegistration')).toHaveLength(0);
    // BR-CO-26: the seller is still identified, by the commercial register (BT-30).
    expect(o.one('SellerTradeParty/SpecifiedLegalOrganization/ID')).toBe('HRB 212345 B');
    expect(o.one('IncludedNote/Content')).toContain('not subject to German VAT');
    expect(o.one('InvoiceCurrencyCode')).toBe('USD');
  });

  it('a draft has none yet (409); a fleet manager downloads the own one', async () => {
    const draft = await createDraft(server, C.parent);
    expect((await download(`/invoices/${draft.id}/e-invoice`)).status).toBe(409);
    expect((await download(`/invoices/${inv.id}/e-invoice`, MANAGER_EMAIL)).status).toBe(200);
  });
});
