import type {
  CompanyFeature,
  CompanyLanguage,
  MileageQueryFrequency,
  ReimbursementMode,
  SubscriptionType,
  TariffVerificationFrequency,
} from '@fleetwatt/shared';
import { DEMO_IDS, type CompanyKey } from './accounts.ts';
import type { RegionKey } from './places.ts';

/** How each demo company is set up; the companies differ on purpose, so each setting shows somewhere. */
export interface CompanySetup {
  key: CompanyKey;
  name: string;
  region: RegionKey;
  language: CompanyLanguage;
  parent: CompanyKey | null;
  subscription: SubscriptionType;
  features: CompanyFeature[];
  domain: string;
  address: [street: string, zip: string, city: string];
  hq: { lat: number; lon: number };
  drivers: number;
  employeePrefix: string;
  costCenters: string[];
  receiptDueDay: number;
  requires: { carPlate?: boolean; companyName?: boolean; costCenter?: boolean; employeeId?: boolean };
  reimbursementMode: ReimbursementMode;
  mileage: MileageQueryFrequency;
  verification: TariffVerificationFrequency;
  /** Days the company existed before the demo window opened (negative: joined inside it). */
  ageDays: number;
  vatNumber: string | null;
  billingContact: string;
  manager: { id?: string; firstName: string; lastName: string; email?: string };
  policy: string | null;
}

export const SETUPS: CompanySetup[] = [
  {
    key: 'parent',
    name: 'Voltwerk Holding GmbH',
    region: 'MUC',
    language: 'GERMAN',
    parent: null,
    subscription: 'PRO',
    features: ['CarApi', 'PaymentPlus'],
    domain: 'voltwerk.demo.test',
    address: ['Leopoldstraße 12', '80802', 'München'],
    hq: { lat: 48.1596, lon: 11.5858 },
    drivers: 16,
    employeePrefix: 'VH',
    costCenters: ['4100 Vertrieb', '4200 Service', '5100 Technik', '6100 Verwaltung'],
    receiptDueDay: 5,
    requires: { carPlate: true, costCenter: true, employeeId: true },
    reimbursementMode: 'PAYMENT_PLUS',
    mileage: 'MONTHLY',
    verification: 'YEARLY',
    ageDays: 620,
    vatNumber: 'DE318452761',
    billingContact: 'Birgit Sommer',
    manager: { id: DEMO_IDS.users.manager, firstName: 'Max', lastName: 'Manager', email: 'manager@demo.test' },
    policy:
      'Home charging of company cars is reimbursed monthly at the validated household tariff. Public charging is paid with the company charge card and is not reimbursed.',
  },
  {
    key: 'childMunich',
    name: 'Voltwerk München GmbH',
    region: 'MUC',
    language: 'GERMAN',
    parent: 'parent',
    subscription: 'PRO',
    features: ['CarApi'],
    domain: 'muenchen.voltwerk.demo.test',
    address: ['Sonnenstraße 3', '80331', 'München'],
    hq: { lat: 48.1351, lon: 11.5654 },
    drivers: 14,
    employeePrefix: 'VM',
    costCenters: ['2100 Montage', '2200 Planung', '2300 Kundendienst'],
    receiptDueDay: 3,
    requires: { carPlate: true },
    reimbursementMode: 'COMPANY',
    mileage: 'NOT_REQUIRED',
    verification: 'ONE_TIME',
    ageDays: 540,
    vatNumber: 'DE297341185',
    billingContact: 'Andreas Vogt',
    manager: { firstName: 'Andreas', lastName: 'Vogt' },
    policy: 'Home charging is reimbursed at the validated tariff; the monthly base fee is not reimbursed.',
  },
  {
    key: 'childVienna',
    name: 'Voltwerk Wien GmbH',
    region: 'VIE',
    language: 'GERMAN',
    parent: 'parent',
    subscription: 'PRO',
    features: [],
    domain: 'wien.voltwerk.demo.test',
    address: ['Praterstraße 20', '1020', 'Wien'],
    hq: { lat: 48.2146, lon: 16.3855 },
    drivers: 12,
    employeePrefix: 'VW',
    costCenters: ['300 Vertrieb Ost', '310 Service Wien'],
    receiptDueDay: 10,
    requires: { costCenter: true },
    reimbursementMode: 'COMPANY',
    mileage: 'MONTHLY',
    verification: 'ONE_TIME',
    ageDays: 480,
    vatNumber: 'ATU71234567',
    billingContact: 'Katharina Leitgeb',
    manager: { firstName: 'Katharina', lastName: 'Leitgeb' },
    policy: null,
  },
  {
    key: 'light',
    name: 'Alpenstrom KG',
    region: 'IBK',
    language: 'GERMAN',
    parent: null,
    subscription: 'LIGHT',
    features: [],
    domain: 'alpenstrom.demo.test',
    address: ['Museumstraße 5', '6020', 'Innsbruck'],
    hq: { lat: 47.2665, lon: 11.4002 },
    drivers: 10,
    employeePrefix: 'AS',
    costCenters: ['100 Außendienst', '200 Büro'],
    receiptDueDay: 1,
    requires: {},
    reimbursementMode: 'COMPANY',
    mileage: 'BIWEEKLY',
    verification: 'ONE_TIME',
    ageDays: 300,
    vatNumber: 'ATU69876543',
    billingContact: 'Lena Licht',
    manager: { id: DEMO_IDS.users.light, firstName: 'Lena', lastName: 'Licht', email: 'light@demo.test' },
    policy: null,
  },
  {
    key: 'newcomer',
    name: 'Neuland Mobility GmbH',
    region: 'BER',
    language: 'ENGLISH',
    parent: null,
    subscription: 'LIGHT',
    features: [],
    domain: 'neuland.demo.test',
    address: ['Torstraße 100', '10119', 'Berlin'],
    hq: { lat: 52.5293, lon: 13.4016 },
    drivers: 3,
    employeePrefix: 'NL',
    costCenters: ['Operations'],
    receiptDueDay: 5,
    requires: {},
    reimbursementMode: 'COMPANY',
    mileage: 'NOT_REQUIRED',
    verification: 'ONE_TIME',
    ageDays: -290,
    vatNumber: null,
    billingContact: 'Nina Neu',
    manager: { id: DEMO_IDS.users.newcomer, firstName: 'Nina', lastName: 'Neu', email: 'newcomer@demo.test' },
    policy: null,
  },
  {
    key: 'zurich',
    name: 'Limmat Fleet AG',
    region: 'ZRH',
    language: 'GERMAN',
    parent: null,
    subscription: 'PRO',
    features: ['CarApi'],
    domain: 'limmat.demo.test',
    address: ['Bahnhofstrasse 1', '8001', 'Zürich'],
    hq: { lat: 47.3733, lon: 8.5386 },
    drivers: 12,
    employeePrefix: 'LF',
    costCenters: ['CH-10 Sales', 'CH-20 Field Service', 'CH-30 Management'],
    receiptDueDay: 7,
    requires: { employeeId: true },
    reimbursementMode: 'COMPANY',
    mileage: 'MONTHLY',
    verification: 'QUARTERLY',
    ageDays: 400,
    vatNumber: 'CHE-482.913.557 MWST',
    billingContact: 'Reto Ammann',
    manager: { firstName: 'Reto', lastName: 'Ammann' },
    policy: 'Charging at home is refunded in CHF at the verified tariff; tariffs are verified every quarter.',
  },
  {
    key: 'austin',
    name: 'Lone Star EV Inc.',
    region: 'AUS',
    language: 'ENGLISH',
    parent: null,
    subscription: 'LIGHT',
    features: [],
    domain: 'lonestar.demo.test',
    address: ['500 Congress Ave', '78701', 'Austin'],
    hq: { lat: 30.2686, lon: -97.7425 },
    drivers: 12,
    employeePrefix: 'LS',
    costCenters: ['Sales', 'Field Ops'],
    receiptDueDay: 15,
    requires: {},
    reimbursementMode: 'COMPANY',
    mileage: 'WEEKLY',
    verification: 'NOT_REQUIRED',
    ageDays: 350,
    vatNumber: null,
    billingContact: 'Jennifer Collins',
    manager: { firstName: 'Jennifer', lastName: 'Collins' },
    policy: null,
  },
];
