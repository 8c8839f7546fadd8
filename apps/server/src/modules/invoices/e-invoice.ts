import { PAYMENT_TERM_DAYS, vatRatePercent, type Invoice, type VatCategory } from '@fleetwatt/shared';
import { COUNTRY_CODES, SELLER } from './seller.ts';
import { INVOICE_TEXTS, documentLanguage, vatNote } from './invoice-texts.ts';

/*
 * The invoice as an EN 16931 electronic invoice in UN/CEFACT Cross Industry Invoice syntax: the
 * Factur-X / ZUGFeRD profile EN 16931 (specification identifier urn:cen.eu:en16931:2017), the same
 * document the invoice PDF carries as factur-x.xml (docs/decisions/0033). It meets the CEN rules and
 * the XRechnung rules alike. Business terms (BT-n, BG-n) are named beside the elements they fill.
 */

export const EN16931_SPECIFICATION = 'urn:cen.eu:en16931:2017';
/** How the document is named and profiled inside a hybrid PDF (Factur-X 1.07 / ZUGFeRD 2.3). */
export const FACTURX_EMBEDDING = { fileName: 'factur-x.xml', conformanceLevel: 'EN 16931', documentType: 'INVOICE', version: '1.0' } as const;
export const PEPPOL_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

const escape = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

/** Minor units as a decimal amount with two places: 123456 -> "1234.56". */
export function amount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const day = (isoDate: string) => isoDate.slice(0, 10).replaceAll('-', '');

/** A tiny element writer: el('ram:ID', 'x') -> <ram:ID>x</ram:ID>; null content leaves the element out. */
function el(name: string, content: string | null | undefined, attributes: Record<string, string> = {}): string {
  if (content === null || content === undefined || content === '') return '';
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  return `<${name}${attrs}>${content}</${name}>`;
}
const text = (name: string, value: string | null | undefined, attributes?: Record<string, string>) =>
  value ? el(name, escape(value), attributes) : '';
const dateTime = (name: string, isoDate: string) => el(name, el('udt:DateTimeString', day(isoDate), { format: '102' }));

// BR-AE-10, BR-O-10, BR-E-10: these breakdowns state why no VAT is charged.
const EXEMPTION: Record<VatCategory, { reason: string; code: string | null } | null> = {
  S: null,
  AE: { reason: 'Reverse charge', code: 'VATEX-EU-AE' },
  O: { reason: 'Not subject to VAT', code: 'VATEX-EU-O' },
  E: { reason: 'Exempt from VAT', code: null },
};

export function renderEInvoice(invoice: Invoice): string {
  if (!invoice.number) throw new Error('an electronic invoice needs a number');
  const lang = documentLanguage(invoice.language);
  const t = INVOICE_TEXTS[lang];
  const rate = vatRatePercent(invoice.taxRateBp);
  const category = invoice.vatCategory;
  const exemption = EXEMPTION[category];
  const buyerCountry = COUNTRY_CODES[invoice.companyCountry];
  const note = vatNote(category, t);
  // BR-O-02, BR-O-05: a supply not subject to VAT names no VAT identifiers and no rate on its lines;
  // the breakdown states 0 % (XRechnung BR-DE-14 wants BT-119 in every breakdown).
  const notSubject = category === 'O';

  const tax = (calculated: string | null, basis: string | null) =>
    el(
      'ram:ApplicableTradeTax',
      [
        calculated === null ? '' : el('ram:CalculatedAmount', calculated),
        el('ram:TypeCode', 'VAT'),
        exemption && calculated !== null ? text('ram:ExemptionReason', exemption.reason) : '',
        basis === null ? '' : el('ram:BasisAmount', basis),
        el('ram:CategoryCode', category),
        exemption && calculated !== null ? text('ram:ExemptionReasonCode', exemption.code) : '',
        notSubject && calculated === null ? '' : el('ram:RateApplicablePercent', rate),
      ].join(''),
    );

  const lines = invoice.lines
    .map((l) =>
      el(
        'ram:IncludedSupplyChainTradeLineItem',
        [
          el('ram:AssociatedDocumentLineDocument', el('ram:LineID', String(l.position))), // BT-126
          el('ram:SpecifiedTradeProduct', text('ram:Name', l.product) + text('ram:Description', l.text)), // BT-153, BT-154
          el('ram:SpecifiedLineTradeAgreement', el('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', amount(l.unitPriceMinor)))), // BT-146
          el('ram:SpecifiedLineTradeDelivery', el('ram:BilledQuantity', String(l.quantity), { unitCode: 'C62' })), // BT-129, BT-130
          el(
            'ram:SpecifiedLineTradeSettlement',
            tax(null, null) + // BT-151, BT-152
              el('ram:SpecifiedTradeSettlementLineMonetarySummation', el('ram:LineTotalAmount', amount(l.netMinor))), // BT-131
          ),
        ].join(''),
      ),
    )
    .join('');

  const address = (street: string | null, zip: string | null, city: string | null, country: string) =>
    el('ram:PostalTradeAddress', text('ram:PostcodeCode', zip) + text('ram:LineOne', street) + text('ram:CityName', city) + el('ram:CountryID', country));

  const seller = el(
    'ram:SellerTradeParty',
    [
      text('ram:Name', SELLER.name), // BT-27
      el('ram:SpecifiedLegalOrganization', text('ram:ID', SELLER.registerNumber) + text('ram:TradingBusinessName', SELLER.name)), // BT-30
      el(
        'ram:DefinedTradeContact', // BG-6
        text('ram:PersonName', SELLER.contactName) +
          el('ram:TelephoneUniversalCommunication', text('ram:CompleteNumber', SELLER.phone)) +
          el('ram:EmailURIUniversalCommunication', text('ram:URIID', SELLER.email)),
      ),
      address(SELLER.street, SELLER.zip, SELLER.city, SELLER.countryCode), // BG-5
      el('ram:URIUniversalCommunication', text('ram:URIID', SELLER.email, { schemeID: 'EM' })), // BT-34
      notSubject ? '' : el('ram:SpecifiedTaxRegistration', text('ram:ID', SELLER.vatId, { schemeID: 'VA' })), // BT-31
    ].join(''),
  );

  const buyer = el(
    'ram:BuyerTradeParty',
    [
      text('ram:Name', invoice.companyName), // BT-44
      invoice.billingContactName ? el('ram:DefinedTradeContact', text('ram:PersonName', invoice.billingContactName)) : '',
      address(invoice.billingStreet, invoice.billingZip, invoice.billingCity, buyerCountry), // BG-8
      invoice.billingContactEmail ? el('ram:URIUniversalCommunication', text('ram:URIID', invoice.billingContactEmail, { schemeID: 'EM' })) : '', // BT-49
      invoice.vatNumber && !notSubject ? el('ram:SpecifiedTaxRegistration', text('ram:ID', invoice.vatNumber.replace(/\s+/g, ''), { schemeID: 'VA' })) : '', // BT-48
    ].join(''),
  );

  const settlement = el(
    'ram:ApplicableHeaderTradeSettlement',
    [
      text('ram:PaymentReference', invoice.number), // BT-83
      el('ram:InvoiceCurrencyCode', invoice.currency), // BT-5
      el(
        'ram:SpecifiedTradeSettlementPaymentMeans', // BG-16
        el('ram:TypeCode', '58') + el('ram:PayeePartyCreditorFinancialAccount', text('ram:IBANID', SELLER.iban) + text('ram:AccountName', SELLER.name)),
      ),
      tax(amount(invoice.taxMinor), amount(invoice.totalNetMinor)), // BG-23: BT-117, BT-116, BT-118, BT-119
      invoice.deliveryFrom && invoice.deliveryTo
        ? el('ram:BillingSpecifiedPeriod', dateTime('ram:StartDateTime', invoice.deliveryFrom) + dateTime('ram:EndDateTime', invoice.deliveryTo)) // BG-14
        : '',
      el(
        'ram:SpecifiedTradePaymentTerms',
        text('ram:Description', t.paymentTerms(PAYMENT_TERM_DAYS, invoice.dueDate, invoice.number)) + dateTime('ram:DueDateDateTime', invoice.dueDate), // BT-20, BT-9
      ),
      el(
        'ram:SpecifiedTradeSettlementHeaderMonetarySummation', // BG-22
        [
          el('ram:LineTotalAmount', amount(invoice.totalNetMinor)), // BT-106
          el('ram:TaxBasisTotalAmount', amount(invoice.totalNetMinor)), // BT-109
          el('ram:TaxTotalAmount', amount(invoice.taxMinor), { currencyID: invoice.currency }), // BT-110
          el('ram:GrandTotalAmount', amount(invoice.totalGrossMinor)), // BT-112
          el('ram:DuePayableAmount', amount(invoice.totalGrossMinor)), // BT-115
        ].join(''),
      ),
    ].join(''),
  );

  const body = [
    el(
      'rsm:ExchangedDocumentContext',
      el('ram:BusinessProcessSpecifiedDocumentContextParameter', el('ram:ID', PEPPOL_PROCESS)) + // BT-23
        el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', EN16931_SPECIFICATION)), // BT-24
    ),
    el(
      'rsm:ExchangedDocument',
      [
        text('ram:ID', invoice.number), // BT-1
        el('ram:TypeCode', '380'), // BT-3: commercial invoice
        dateTime('ram:IssueDateTime', invoice.invoiceDate), // BT-2
        note ? el('ram:IncludedNote', text('ram:Content', note)) : '', // BT-22
      ].join(''),
    ),
    el(
      'rsm:SupplyChainTradeTransaction',
      [
        lines,
        el('ram:ApplicableHeaderTradeAgreement', text('ram:BuyerReference', invoice.companyId) + seller + buyer), // BT-10
        '<ram:ApplicableHeaderTradeDelivery/>',
        settlement,
      ].join(''),
    ),
  ].join('');

  const namespaces = Object.entries(NS)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice${namespaces}>${body}</rsm:CrossIndustryInvoice>\n`;
}
