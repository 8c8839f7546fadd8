import type { CompanyListItem, Invoice, InvoiceDefaults, InvoiceListItem } from '@fleetwatt/shared';

/** Shapes as GET /backend/invoices/search, /invoices/{id}, /invoices/defaults and /companies/search answer them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  vienna: '10000000-0000-4000-8000-000000000003',
  draft: '50000000-0000-4000-8000-000000000001',
  open: '50000000-0000-4000-8000-000000000002',
  paymentFailed: '60000000-0000-4000-8000-000000000001',
  paymentReceived: '60000000-0000-4000-8000-000000000002',
};

const base: Omit<InvoiceListItem, 'id' | 'number' | 'status'> = {
  kind: 'SERVICE',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  invoiceDate: '2026-03-31',
  deliveryFrom: '2026-03-01',
  deliveryTo: '2026-03-31',
  currency: 'EUR',
  totalNetMinor: 79_700,
  taxRateBp: 1900,
  vatCategory: 'S',
  taxMinor: 15_143,
  totalGrossMinor: 94_843,
  paidMinor: 0,
  sentAt: null,
  syncedAt: null,
};

export const openItem: InvoiceListItem = { ...base, id: IDS.open, number: '2026-0042', status: 'OPEN', paidMinor: 20_000, sentAt: '2026-04-01T08:00:00.000Z' };
export const draftItem: InvoiceListItem = {
  ...base,
  id: IDS.draft,
  number: null,
  status: 'DRAFT',
  companyId: IDS.vienna,
  companyName: 'Voltwerk Wien GmbH',
  taxRateBp: 0,
  vatCategory: 'AE',
  taxMinor: 0,
  totalGrossMinor: 79_700,
};

export function detailOf(item: InvoiceListItem, overrides: Partial<Invoice> = {}): Invoice {
  return {
    ...item,
    companyCountry: item.companyId === IDS.vienna ? 'AUSTRIA' : 'GERMANY',
    language: 'GERMAN',
    dueDate: '2026-04-14',
    billingContactName: 'Petra Payable',
    billingContactEmail: 'billing@voltwerk.example',
    billingStreet: 'Leopoldstraße 10',
    billingZip: '80802',
    billingCity: 'München',
    vatNumber: item.vatCategory === 'AE' ? 'ATU71234567' : 'DE318452761',
    reverseCharge: item.vatCategory === 'AE',
    externalId: null,
    approvedAt: item.number ? '2026-03-31T09:00:00.000Z' : null,
    cancelledAt: null,
    renewalId: null,
    openMinor: item.status === 'OPEN' || item.status === 'PARTIALLYPAID' ? item.totalGrossMinor - item.paidMinor : 0,
    lines: [
      { id: '70000000-0000-4000-8000-000000000001', position: 1, product: 'Fleetwatt PRO subscription', text: '2026-03', quantity: 1, unitPriceMinor: 9_900, netMinor: 9_900 },
      { id: '70000000-0000-4000-8000-000000000002', position: 2, product: 'Charging cable', text: null, quantity: 2, unitPriceMinor: 34_900, netMinor: 69_800 },
    ],
    payments: [],
    ...overrides,
  };
}

export const holdingDefaults: InvoiceDefaults = {
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  country: 'GERMANY',
  currency: 'EUR',
  language: 'GERMAN',
  companyVatRateBp: null,
  billing: {
    contactName: 'Petra Payable',
    contactEmail: 'billing@voltwerk.example',
    street: 'Leopoldstraße 10',
    zip: '80802',
    city: 'München',
    vatNumber: 'DE318452761',
  },
};

export const companies: CompanyListItem[] = [
  { id: IDS.holding, name: 'Voltwerk Holding GmbH', country: 'GERMANY', subscriptionType: 'PRO', parentId: null, parentName: null, createdAt: '2025-01-01T00:00:00.000Z' },
  { id: IDS.vienna, name: 'Voltwerk Wien GmbH', country: 'AUSTRIA', subscriptionType: 'PRO', parentId: IDS.holding, parentName: 'Voltwerk Holding GmbH', createdAt: '2025-01-01T00:00:00.000Z' },
];
