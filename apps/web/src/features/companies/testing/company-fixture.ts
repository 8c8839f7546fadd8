import type { Company } from '@fleetwatt/shared';

export const HOLDING = '10000000-0000-4000-8000-000000000001';
export const MUNICH = '10000000-0000-4000-8000-000000000002';
export const VIENNA = '10000000-0000-4000-8000-000000000003';

/** Voltwerk Holding GmbH as GET /backend/companies/{id} answers it (a PRO parent with two children). */
export function holding(): Company {
  return {
    id: HOLDING,
    name: 'Voltwerk Holding GmbH',
    email: 'flotte@voltwerk.demo.test',
    domain: 'voltwerk.demo.test',
    country: 'GERMANY',
    currency: 'EUR',
    language: 'GERMAN',
    parent: null,
    subscriptionType: 'PRO',
    features: ['CarApi', 'PaymentPlus'],
    paymentPlusStartDate: '2025-03-01',
    policy: 'Home charging is reimbursed monthly.',
    address: { street: 'Leopoldstraße 12', zip: '80802', city: 'München' },
    mileageQueryFrequency: 'MONTHLY',
    tariffVerificationFrequency: 'YEARLY',
    receiptDueDay: 5,
    requireCarPlate: true,
    requireCompanyName: false,
    requireCostCenter: true,
    requireEmployeeId: false,
    reimbursementMode: 'COMPANY',
    layoutShowMandateText: true,
    layoutShowAddress: true,
    layoutShowCarPlate: false,
    layoutShowCompanyName: false,
    layoutShowCostCenter: false,
    layoutShowEmployeeId: false,
    layoutShowEmbeddedTariff: false,
    reportingShowAddress: true,
    reportingShowCarPlate: true,
    reportingShowCompanyName: false,
    reportingShowCostCenter: false,
    reportingShowEmployeeId: false,
    reportingShowEmbeddedTariff: false,
    exportDefaultFormat: 'XLSX',
    exportZipEnabled: true,
    datevConsultantNumber: null,
    datevClientNumber: null,
    datevChartOfAccounts: 'SKR03',
    datevAccountLength: 4,
    datevExpenseAccount: null,
    datevPayableAccount: null,
    billing: {
      contactName: 'Birgit Sommer',
      contactEmail: 'billing@voltwerk.demo.test',
      street: 'Leopoldstraße 12',
      zip: '80802',
      city: 'München',
      vatNumber: 'DE318452761',
    },
    paymentAccountId: 'pp-wallet-parent-0001',
    children: [
      { id: MUNICH, name: 'Voltwerk München GmbH' },
      { id: VIENNA, name: 'Voltwerk Wien GmbH' },
    ],
    createdAt: '2025-02-01T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
}
