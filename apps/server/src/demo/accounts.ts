export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'ADMINISTRATOR', what: 'administrator of every company' },
  { email: 'manager@demo.test', role: 'FLEETMANAGER', what: 'fleet manager of a PRO company with two child companies' },
  { email: 'light@demo.test', role: 'FLEETMANAGER', what: 'fleet manager of a LIGHT company' },
  { email: 'newcomer@demo.test', role: 'FLEETMANAGER', what: 'fleet manager who has not finished onboarding' },
  { email: 'driver@demo.test', role: 'USER', what: 'driver (mobile app and driver API)' },
] as const;

export const DEMO_ACCOUNTS_TEXT = [
  `Demo accounts (password: ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(20)} ${a.role.padEnd(14)} ${a.what}`),
].join('\n');

/** Fixed ids so that links, tests and screenshots stay the same from one start to the next. */
export const DEMO_IDS = {
  companies: {
    parent: '10000000-0000-4000-8000-000000000001',
    childMunich: '10000000-0000-4000-8000-000000000002',
    childVienna: '10000000-0000-4000-8000-000000000003',
    light: '10000000-0000-4000-8000-000000000004',
    newcomer: '10000000-0000-4000-8000-000000000005',
    zurich: '10000000-0000-4000-8000-000000000006',
    austin: '10000000-0000-4000-8000-000000000007',
  },
  users: {
    admin: '20000000-0000-4000-8000-000000000001',
    manager: '20000000-0000-4000-8000-000000000002',
    light: '20000000-0000-4000-8000-000000000003',
    newcomer: '20000000-0000-4000-8000-000000000004',
    driver: '20000000-0000-4000-8000-000000000005',
    /** A registered driver without a company, invited by Voltwerk Holding (the pending invite below). */
    invitee: '20000000-0000-4000-8000-000000000006',
  },
  inviteTokens: {
    /** PENDING and valid all through the current month; addressed to invitee@demo.test. */
    pending: 'demo-invite-pending',
    /** PENDING but past its expiry date. */
    expired: 'demo-invite-expired',
  },
} as const;

export type CompanyKey = keyof typeof DEMO_IDS.companies;
