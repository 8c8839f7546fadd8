import type { Invoice, License, LicenseRenewal, RenewalInvoiceOption, UserSimpleItem } from '@fleetwatt/shared';

/** Shapes as the licenses API answers them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  ada: '30000000-0000-4000-8000-000000000001',
  bruno: '30000000-0000-4000-8000-000000000002',
  cable: '40000000-0000-4000-8000-000000000001',
  active: '60000000-0000-4000-8000-000000000001',
  expiring: '60000000-0000-4000-8000-000000000002',
  renewal: '70000000-0000-4000-8000-000000000001',
  invoice: '80000000-0000-4000-8000-000000000001',
  renewalInvoice: '80000000-0000-4000-8000-000000000003',
};

export const activeLicense: License = {
  id: IDS.active,
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  cable: { id: IDS.cable, hardwareId: 'FWC-AAAA-0001' },
  userId: IDS.ada,
  userName: 'Ada Lovelace',
  type: 'HOME_CHARGING',
  status: 'ACTIVE',
  licenseKey: 'FW-ABCD-EFGH-JKLM',
  startDate: '2026-02-01',
  expirationDate: '2027-02-01',
  priceMinor: 11_900,
  currency: 'EUR',
  cancelledAt: null,
  renewalId: null,
  renewalStatus: null,
  invoiceStatus: null,
};

export const expiringLicense: License = {
  ...activeLicense,
  id: IDS.expiring,
  cable: null,
  userId: IDS.bruno,
  userName: 'Bruno Berger',
  type: 'CONNECT',
  status: 'EXPIRING_SOON',
  licenseKey: 'FW-NPQR-STUV-WXYZ',
  startDate: '2025-06-10',
  expirationDate: '2026-06-10',
  renewalId: IDS.renewal,
  renewalStatus: 'AWAITING_CONFIRMATION',
  invoiceStatus: 'OPEN',
};

export const awaitingRenewal: LicenseRenewal = {
  id: IDS.renewal,
  licenseId: IDS.expiring,
  status: 'AWAITING_CONFIRMATION',
  periodStart: '2026-06-10',
  periodEnd: '2027-06-09',
  priceMinor: 5_900,
  currency: 'EUR',
  invoiceId: IDS.invoice,
  invoiceNumber: '2026-0042',
  invoiceStatus: 'OPEN',
  createdAt: '2026-05-01T00:15:00.000Z',
  updatedAt: '2026-05-03T09:00:00.000Z',
};

/** An accepted renewal without an invoice: ready for its renewal invoice. */
export const acceptedRenewal: LicenseRenewal = { ...awaitingRenewal, status: 'ACCEPTED', invoiceId: null, invoiceNumber: null, invoiceStatus: null };

/** POST /backend/invoices/license-renewal/{renewalId}: the renewal's draft, 19 % VAT on its price. */
export const renewalDraftInvoice: Invoice = {
  id: IDS.renewalInvoice,
  number: null,
  status: 'DRAFT',
  kind: 'LICENSE_RENEWAL',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  invoiceDate: '2026-05-04',
  deliveryFrom: '2026-06-10',
  deliveryTo: '2027-06-09',
  currency: 'EUR',
  totalNetMinor: 5_900,
  taxRateBp: 1_900,
  vatCategory: 'S',
  taxMinor: 1_121,
  totalGrossMinor: 7_021,
  paidMinor: 0,
  sentAt: null,
  syncedAt: null,
  companyCountry: 'GERMANY',
  language: 'GERMAN',
  dueDate: '2026-05-18',
  billingContactName: 'Greta Gruber',
  billingContactEmail: 'billing@voltwerk.test',
  billingStreet: 'Voltastraße 1',
  billingZip: '10115',
  billingCity: 'Berlin',
  vatNumber: 'DE123456789',
  reverseCharge: false,
  externalId: null,
  approvedAt: null,
  cancelledAt: null,
  renewalId: IDS.renewal,
  openMinor: 7_021,
  lines: [
    {
      id: '90000000-0000-4000-8000-000000000001',
      position: 1,
      product: 'Connect license renewal, 12 months',
      text: 'Bruno Berger · 2026-06-10 – 2027-06-09 · FW-NPQR-STUV-WXYZ',
      quantity: 1,
      unitPriceMinor: 5_900,
      netMinor: 5_900,
    },
  ],
  payments: [],
};

export const invoiceOption: RenewalInvoiceOption = {
  id: IDS.invoice,
  number: '2026-0042',
  status: 'OPEN',
  invoiceDate: '2026-05-03',
  totalGrossMinor: 7_021,
  currency: 'EUR',
};

export const ada: UserSimpleItem = { id: IDS.ada, name: 'Ada Lovelace', email: 'ada@voltwerk.test', companyId: IDS.holding, companyName: 'Voltwerk Holding GmbH' };

/** GET /backend/users/{id} for the picked driver: the dialog reads the cable. */
export const adaDetail = { id: IDS.ada, cable: { id: IDS.cable, hardwareId: 'FWC-AAAA-0001' } };

export { stubBackend } from '../../../components/ui/test-utils.tsx';
