import type { Driver, DriverListItem, ModalState } from '@fleetwatt/shared';

/** Shapes as GET /backend/users/search, GET /backend/users/{id} and GET /backend/account/modals answer them. */

export const IDS = {
  ada: '30000000-0000-4000-8000-000000000001',
  bruno: '30000000-0000-4000-8000-000000000002',
  holding: '10000000-0000-4000-8000-000000000001',
  vienna: '10000000-0000-4000-8000-000000000003',
  cable: '40000000-0000-4000-8000-000000000001',
  otherCable: '40000000-0000-4000-8000-000000000002',
  tariff: '50000000-0000-4000-8000-000000000001',
  license: '60000000-0000-4000-8000-000000000001',
};

export const ada: DriverListItem = {
  id: IDS.ada,
  firstName: 'Ada',
  lastName: 'Lovelace',
  userName: 'Ada Lovelace',
  email: 'ada@voltwerk.test',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  subscription: { status: 'ACTIVE', endDate: '2027-03-31' },
  energyWh: 123456,
  expenseMinor: 4321,
  currency: 'EUR',
  isPaymentPlus: true,
  cable: { id: IDS.cable, hardwareId: 'FW-CBL-0001' },
  tariffStatus: 'VALID',
  completeness: { complete: true, missing: [] },
};

export const bruno: DriverListItem = {
  id: IDS.bruno,
  firstName: 'Bruno',
  lastName: 'Berger',
  userName: 'Bruno Berger',
  email: 'bruno@voltwerk.test',
  companyId: IDS.vienna,
  companyName: 'Voltwerk Wien GmbH',
  subscription: null,
  energyWh: 5000,
  expenseMinor: 150,
  currency: 'CHF',
  isPaymentPlus: false,
  cable: null,
  tariffStatus: null,
  completeness: { complete: false, missing: ['IBAN', 'CABLE'] },
};

export const adaDetail: Driver = {
  id: IDS.ada,
  role: 'USER',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userName: 'Ada Lovelace',
  email: 'ada@voltwerk.test',
  idNumber: 'ID-778',
  carPlate: 'M-FW 123',
  licenseKey: 'LIC-AAAA-0001',
  tariff: {
    id: IDS.tariff,
    number: 3,
    status: 'VALID',
    pricePerKwh: 3250,
    currency: 'EUR',
    startDate: '2026-01-01',
    endDate: null,
  },
  mileage: { odometerKm: 45210, readAt: '2026-11-20T07:05:00.000Z', source: 'CAR' },
  cable: { id: IDS.cable, hardwareId: 'FW-CBL-0001' },
  nextReceiptNumber: 12,
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  currency: 'EUR',
  costCenter: 'CC-42',
  receiptRecipientEmail: null,
  employeeId: null,
  address: { street: 'Leopoldstraße 1', zip: '80802', city: 'München', country: 'GERMANY' },
  paymentAccount: { iban: null, holder: null, isPaymentPlus: false, kycStatus: null },
  kycStatus: null,
  subscription: { status: 'EXPIRING_SOON', endDate: '2026-12-15' },
  completeness: { complete: false, missing: ['IBAN', 'EMPLOYEE_ID'] },
};

export function modalStates(overrides: Partial<Record<ModalState['modalId'], Partial<ModalState>>> = {}): ModalState[] {
  const ids = ['HomeWelcomeModal', 'HomeFeatureModal', 'FleetMonitorFeatureModal', 'FleetMonitorFeatureActivatedModal'] as const;
  return ids.map((modalId) => ({ modalId, seen: false, dontShowAgain: false, ...overrides[modalId] }));
}

/** Every modal seen for good: the page opens without announcements. */
export const allModalsSeen = () =>
  modalStates({
    HomeWelcomeModal: { seen: true, dontShowAgain: true },
    HomeFeatureModal: { seen: true, dontShowAgain: true },
  });

export { stubBackend, type SentRequest } from '../../../components/ui/test-utils.tsx';
