import type { Account, ClientConfig, Onboarding } from '@fleetwatt/shared';

/** Shapes as GET /backend/public/config and GET /backend/account answer them. */
export const testConfig: ClientConfig = {
  identity: {
    authority: 'http://localhost:3000/oidc',
    clientId: 'fleetwatt-web',
    audience: 'http://localhost:3000/backend',
    rolesClaim: 'roles',
    scope: 'openid profile email offline_access',
  },
  chatWidgetId: null,
  shopUrl: 'https://shop.fleetwatt.example',
  supportUrl: 'https://support.fleetwatt.example',
};

export const COMPANY_IDS = {
  parent: '10000000-0000-4000-8000-000000000001',
  childMunich: '10000000-0000-4000-8000-000000000002',
  childVienna: '10000000-0000-4000-8000-000000000003',
  light: '10000000-0000-4000-8000-000000000004',
  newcomer: '10000000-0000-4000-8000-000000000005',
};

export const administrator: Account = {
  id: '20000000-0000-4000-8000-000000000001',
  username: 'Ada Admin',
  email: 'admin@demo.test',
  role: 'ADMINISTRATOR',
  onboardingCompleted: true,
  company: null,
  childCompanies: [],
};

export const proManager: Account = {
  id: '20000000-0000-4000-8000-000000000002',
  username: 'Max Manager',
  email: 'manager@demo.test',
  role: 'FLEETMANAGER',
  onboardingCompleted: true,
  company: {
    id: COMPANY_IDS.parent,
    name: 'Voltwerk Holding GmbH',
    subscriptionType: 'PRO',
    features: ['CarApi', 'PaymentPlus'],
    country: 'GERMANY',
    currency: 'EUR',
    language: 'GERMAN',
  },
  childCompanies: [
    { id: COMPANY_IDS.childMunich, name: 'Voltwerk München GmbH' },
    { id: COMPANY_IDS.childVienna, name: 'Voltwerk Wien GmbH' },
  ],
};

export const lightManager: Account = {
  id: '20000000-0000-4000-8000-000000000003',
  username: 'Lena Licht',
  email: 'light@demo.test',
  role: 'FLEETMANAGER',
  onboardingCompleted: true,
  company: {
    id: COMPANY_IDS.light,
    name: 'Alpenstrom KG',
    subscriptionType: 'LIGHT',
    features: [],
    country: 'AUSTRIA',
    currency: 'EUR',
    language: 'GERMAN',
  },
  childCompanies: [],
};

export const newcomer: Account = {
  id: '20000000-0000-4000-8000-000000000004',
  username: 'Nina Neu',
  email: 'newcomer@demo.test',
  role: 'FLEETMANAGER',
  onboardingCompleted: false,
  company: {
    id: COMPANY_IDS.newcomer,
    name: 'Neuland Mobility GmbH',
    subscriptionType: 'LIGHT',
    features: [],
    country: 'GERMANY',
    currency: 'EUR',
    language: 'ENGLISH',
  },
  childCompanies: [],
};

export const driver: Account = {
  id: '20000000-0000-4000-8000-000000000005',
  username: 'Daniel Driver',
  email: 'driver@demo.test',
  role: 'USER',
  onboardingCompleted: true,
  company: proManager.company,
  childCompanies: [],
};

/** GET /backend/onboarding of an account whose company is being set up (step 1 unless said). */
export function onboardingOf(account: Account, extra: Partial<Onboarding> = {}): Onboarding {
  const company = account.company!;
  return {
    step: 1,
    completed: account.onboardingCompleted,
    company: {
      id: company.id,
      name: company.name,
      street: null,
      zip: null,
      city: null,
      country: company.country,
      language: company.language,
      billingContactEmail: account.email,
      vatNumber: null,
    },
    reimbursement: { reimbursementMode: 'COMPANY', receiptDueDay: 5, homeChargingRule: 'TARIFF' },
    cableSource: null,
    ...extra,
  };
}
