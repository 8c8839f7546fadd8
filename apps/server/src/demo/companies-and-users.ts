import { utcDay, CURRENCY_BY_COUNTRY, KYC_STATUSES, type Country, type KycStatus, type LicenseStatus } from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import { DEMO_IDS, type CompanyKey } from './accounts.ts';
import { addDays, addYears, DAY_MS } from './calendar.ts';
import { SETUPS } from './company-setups.ts';
import { demoId } from './ids.ts';
import { makeIban } from './iban.ts';
import type { DemoCompany, DemoContext, DemoDriver, Row } from './model.ts';
import { asciiSlug, FIRST_NAMES, LAST_NAMES, REGIONS, type RegionKey } from './places.ts';
import type { Random } from './random.ts';

export const VAT_RATE_BP: Record<Country, number> = { AUSTRIA: 2000, GERMANY: 1900, SWITZERLAND: 810, UNITED_STATES: 0 };

/** Bank codes that look right for each country (the demo invents the account numbers). */
const BANKS: Partial<Record<Country, { code: string[]; accountDigits: number }>> = {
  GERMANY: { code: ['70150000', '70020270', '70070010', '10010010', '43060967'], accountDigits: 10 },
  AUSTRIA: { code: ['20111', '12000', '32000', '36000', '14000'], accountDigits: 11 },
  SWITZERLAND: { code: ['00230', '00700', '04835', '08390'], accountDigits: 12 },
};

function randomIban(rng: Random, country: Country): string | null {
  const bank = BANKS[country];
  if (!bank) return null;
  const prefix = country === 'GERMANY' ? 'DE' : country === 'AUSTRIA' ? 'AT' : 'CH';
  return makeIban(prefix, rng.pick(bank.code) + rng.digits(bank.accountDigits));
}

function carPlate(rng: Random, region: RegionKey, district: string): string {
  switch (REGIONS[region].country) {
    case 'GERMANY': // German electric cars carry an E at the end
      return `${district}-${rng.letters(2)} ${rng.int(1, 9999)}E`;
    case 'AUSTRIA':
      return `${district}-${rng.int(100, 99999)} ${rng.letters(rng.int(1, 2))}`;
    case 'SWITZERLAND':
      return `${district} ${rng.int(10000, 999999)}`;
    default:
      return `${rng.letters(3)}-${rng.int(1000, 9999)}`;
  }
}

function idNumber(rng: Random, country: Country): string {
  if (country === 'UNITED_STATES') return `TX${rng.digits(8)}`;
  return `${rng.letters(1, 'CFGHJKLMNPRTVWXYZ')}${rng.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789')}`;
}

/**
 * License plans of drivers: most ACTIVE; a few expiring soon, expired or cancelled, so that the
 * licenses page shows every status. The join date is fitted to the plan.
 */
function licenseStartFor(rng: Random, plan: LicenseStatus, ctx: DemoContext, veteran: boolean, companySince: Date): Date {
  const { monthStart, windowStart } = ctx;
  const hour = rng.int(7, 16) * 3_600_000;
  const earliest = addDays(companySince, 20);
  if (plan === 'EXPIRING_SOON') {
    // Expiring within 30 days from any day of the current month.
    const expiration = addDays(monthStart, rng.int(25, 30));
    const twoYears = addYears(expiration, -2);
    const start = rng.chance(0.5) && twoYears > earliest ? twoYears : addYears(expiration, -1);
    return new Date(start.getTime() + hour);
  }
  if (plan === 'EXPIRED') {
    const expiration = addDays(monthStart, -rng.int(6, 60));
    return new Date(addYears(expiration, -1).getTime() + hour);
  }
  let start = veteran ? addDays(windowStart, -rng.int(20, 700)) : addDays(windowStart, rng.int(40, 300));
  if (start < earliest) start = addDays(earliest, rng.int(0, 60));
  start = new Date(start.getTime() + hour);
  // An ACTIVE (or CANCELLED) license must not turn EXPIRING_SOON during the current month.
  let next = start;
  while (next.getTime() <= monthStart.getTime()) next = addYears(next, 1);
  if (next.getTime() - monthStart.getTime() < 36 * DAY_MS) start = addDays(start, addDays(start, -40) < earliest ? 40 : -40);
  return start;
}

export interface CompaniesAndUsers {
  companies: DemoCompany[];
  byKey: Record<CompanyKey, DemoCompany>;
  drivers: DemoDriver[];
  companyRows: Row<typeof schema.companies>[];
  userRows: Row<typeof schema.users>[];
}

export function buildCompaniesAndUsers(ctx: DemoContext): CompaniesAndUsers {
  const rng = ctx.random('companies-and-users');
  const { windowStart, monthStart, passwordHash } = ctx;
  const companyRows: Row<typeof schema.companies>[] = [];
  const userRows: Row<typeof schema.users>[] = [];
  const companies: DemoCompany[] = [];
  let nextUser = 7;
  const usedEmails = new Set<string>();

  const admin = DEMO_IDS.users.admin;
  userRows.push({
    id: admin,
    companyId: null,
    role: 'ADMINISTRATOR',
    email: 'admin@demo.test',
    passwordHash,
    firstName: 'Ada',
    lastName: 'Admin',
    onboardingCompleted: true,
    preferredLanguage: 'en',
    createdAt: addDays(windowStart, -700),
    updatedAt: addDays(windowStart, -700),
  });

  for (const setup of SETUPS) {
    const region = REGIONS[setup.region];
    const id = DEMO_IDS.companies[setup.key];
    const createdAt = new Date(addDays(windowStart, -setup.ageDays).getTime() + 9 * 3_600_000);
    const features = setup.features;
    const paymentPlusStart = features.includes('PaymentPlus') ? addDays(windowStart, -60) : null;
    const managerId = setup.manager.id ?? demoId('user', nextUser++);
    const company: DemoCompany = {
      key: setup.key,
      id,
      name: setup.name,
      country: region.country,
      currency: CURRENCY_BY_COUNTRY[region.country],
      language: setup.language,
      region: setup.region,
      domain: setup.domain,
      subscription: setup.subscription,
      features,
      createdAt,
      hq: setup.hq,
      vatRateBp: VAT_RATE_BP[region.country],
      receiptDueDay: setup.receiptDueDay,
      managerId,
      paymentPlusStart,
      mileageFrequency: setup.mileage,
    };
    companies.push(company);
    const billingEmail = `billing@${setup.domain}`;
    companyRows.push({
      id,
      name: setup.name,
      email: `fleet@${setup.domain}`,
      domain: setup.domain,
      country: region.country,
      language: setup.language,
      parentId: setup.parent ? DEMO_IDS.companies[setup.parent] : null,
      subscriptionType: setup.subscription,
      features,
      paymentPlusStartDate: paymentPlusStart ? utcDay(paymentPlusStart) : null,
      policy: setup.policy,
      addressStreet: setup.address[0],
      addressZip: setup.address[1],
      addressCity: setup.address[2],
      tariffVerificationFrequency: setup.verification,
      mileageQueryFrequency: setup.mileage,
      receiptDueDay: setup.receiptDueDay,
      requireCarPlate: !!setup.requires.carPlate,
      requireCompanyName: !!setup.requires.companyName,
      requireCostCenter: !!setup.requires.costCenter,
      requireEmployeeId: !!setup.requires.employeeId,
      reimbursementMode: setup.reimbursementMode,
      layoutShowMandateText: setup.subscription === 'PRO',
      layoutShowAddress: true,
      layoutShowCarPlate: true,
      layoutShowCompanyName: true,
      layoutShowCostCenter: !!setup.requires.costCenter,
      layoutShowEmployeeId: !!setup.requires.employeeId,
      layoutShowEmbeddedTariff: setup.key === 'parent' || setup.key === 'zurich',
      reportingShowAddress: true,
      reportingShowCarPlate: true,
      reportingShowCompanyName: true,
      reportingShowCostCenter: true,
      reportingShowEmployeeId: !!setup.requires.employeeId,
      reportingShowEmbeddedTariff: false,
      // German companies have their tax consultant's DATEV numbers; the others export CSV.
      datevConsultantNumber: region.country === 'GERMANY' ? 29098 : null,
      datevClientNumber: region.country === 'GERMANY' ? 10001 + companyRows.length : null,
      datevChartOfAccounts: setup.key === 'childMunich' ? 'SKR04' : 'SKR03',
      datevAccountLength: 4,
      billingContactName: setup.billingContact,
      billingContactEmail: billingEmail,
      billingStreet: setup.address[0],
      billingZip: setup.address[1],
      billingCity: setup.address[2],
      vatNumber: setup.vatNumber,
      vatRateBp: null,
      paymentAccountId: features.includes('PaymentPlus') ? `pp-wallet-${setup.key}-0001` : null,
      connectTrialStartedAt:
        setup.key === 'childMunich' ? addDays(monthStart, -120) : setup.key === 'zurich' ? addDays(windowStart, -30) : null,
      createdAt,
      updatedAt: createdAt,
    });
    const manager = setup.manager;
    const managerEmail = manager.email ?? `${asciiSlug(manager.firstName)}.${asciiSlug(manager.lastName)}@${setup.domain}`;
    usedEmails.add(managerEmail);
    userRows.push({
      id: managerId,
      companyId: id,
      role: 'FLEETMANAGER',
      email: managerEmail,
      // Only the accounts of the demo list sign in; the other fleet managers are there for the lists.
      passwordHash: manager.id ? passwordHash : null,
      firstName: manager.firstName,
      lastName: manager.lastName,
      onboardingCompleted: setup.key !== 'newcomer',
      preferredLanguage: setup.language === 'GERMAN' ? 'de' : 'en',
      createdAt,
      updatedAt: createdAt,
    });
  }

  const byKey = Object.fromEntries(companies.map((c) => [c.key, c])) as Record<CompanyKey, DemoCompany>;

  // Which veteran drivers get which unusual license status: fixed counts, picked at random.
  const drivers: DemoDriver[] = [];
  const planSlots: LicenseStatus[] = [
    ...Array<LicenseStatus>(7).fill('EXPIRING_SOON'),
    ...Array<LicenseStatus>(4).fill('EXPIRED'),
    ...Array<LicenseStatus>(3).fill('CANCELLED'),
  ];
  const eligible = SETUPS.filter((s) => s.key !== 'newcomer').reduce((n, s) => n + s.drivers, 0);
  const plans = rng.shuffle([...planSlots, ...Array<LicenseStatus>(eligible - planSlots.length).fill('ACTIVE')]);
  let planIndex = 0;

  for (const setup of SETUPS) {
    const company = byKey[setup.key];
    const region = REGIONS[setup.region];
    const paymentPlus = company.features.includes('PaymentPlus');
    const kycCycle: KycStatus[] = [...KYC_STATUSES];
    for (let i = 0; i < setup.drivers; i++) {
      const isDemoDriver = setup.key === 'parent' && i === 0;
      let firstName: string;
      let lastName: string;
      let email: string;
      if (isDemoDriver) {
        firstName = 'Daniel';
        lastName = 'Driver';
        email = 'driver@demo.test';
      } else {
        do {
          firstName = rng.pick(FIRST_NAMES[region.names]);
          lastName = rng.pick(LAST_NAMES[region.names]);
          email = `${asciiSlug(firstName)}.${asciiSlug(lastName)}@${setup.domain}`;
        } while (usedEmails.has(email));
      }
      usedEmails.add(email);
      const id = isDemoDriver ? DEMO_IDS.users.driver : demoId('user', nextUser++);
      let plan: LicenseStatus = 'ACTIVE';
      let veteran = true;
      if (setup.key === 'newcomer') {
        veteran = false;
      } else {
        plan = plans[planIndex++]!;
        if (isDemoDriver) plan = 'ACTIVE';
        veteran = plan !== 'ACTIVE' || rng.chance(0.85);
      }
      let cableAssignedAt: Date;
      if (setup.key === 'newcomer') {
        cableAssignedAt = new Date(addDays(monthStart, -rng.int(50, 60)).getTime() + rng.int(8, 16) * 3_600_000);
      } else {
        cableAssignedAt = licenseStartFor(rng, plan, ctx, veteran, company.createdAt);
      }
      if (isDemoDriver) cableAssignedAt = new Date(addDays(windowStart, -200).getTime() + 10 * 3_600_000);
      const joinedAt = addDays(cableAssignedAt, -rng.int(2, 12));
      const place = rng.pick(region.places);
      const street =
        region.country === 'UNITED_STATES'
          ? `${rng.int(100, 9999)} ${rng.pick(region.streets)}`
          : `${rng.pick(region.streets)} ${rng.int(1, 120)}${rng.chance(0.15) ? rng.pick(['a', 'b']) : ''}`;
      const home = {
        street,
        zip: rng.pick(place.zips),
        city: place.city,
        lat: Number((place.lat + rng.float(-0.03, 0.03)).toFixed(5)),
        lon: Number((place.lon + rng.float(-0.04, 0.04)).toFixed(5)),
      };
      const recent = joinedAt.getTime() > addDays(monthStart, -90).getTime();
      // Most drivers gave an IBAN; some who joined lately have not yet.
      const iban = isDemoDriver || rng.chance(recent ? 0.5 : 0.93) ? randomIban(rng, region.country) : null;
      const isPaymentPlus = paymentPlus && (isDemoDriver || rng.chance(0.6));
      const kycStatus: KycStatus | null = isPaymentPlus ? (kycCycle.shift() ?? rng.weighted([['VALIDATED', 8], ['PENDING', 1]] as const)) : null;
      const plannedYearlyKm =
        company.features.includes('CarApi') || company.mileageFrequency !== 'NOT_REQUIRED' ? rng.int(12, 40) * 1000 : null;
      const plate = carPlate(rng, setup.region, place.plate);
      const driver: DemoDriver = {
        id,
        company,
        firstName,
        lastName,
        email,
        joinedAt,
        cableAssignedAt,
        licensePlan: plan,
        home,
        iban,
        isPaymentPlus,
        kycValidated: kycStatus === 'VALIDATED',
        plannedYearlyKm,
        carPlate: plate,
        isDemoDriver,
      };
      drivers.push(driver);
      const language = company.language === 'GERMAN' ? 'de' : 'en';
      userRows.push({
        id,
        companyId: company.id,
        role: 'USER',
        email,
        passwordHash: isDemoDriver ? passwordHash : null,
        firstName,
        lastName,
        idNumber: rng.chance(0.6) ? idNumber(rng, region.country) : null,
        carPlate: plate,
        licenseKey: null, // set when licenses are built
        costCenter: rng.pick(setup.costCenters),
        employeeId: `${setup.employeePrefix}-${rng.int(10000, 99999)}`,
        receiptRecipientEmail: rng.chance(0.1) ? `payroll@${setup.domain}` : null,
        street: home.street,
        zip: home.zip,
        city: home.city,
        country: region.country,
        homeLatitude: home.lat,
        homeLongitude: home.lon,
        iban,
        accountHolder: iban ? `${firstName} ${lastName}` : null,
        isPaymentPlus,
        kycStatus,
        plannedYearlyKm,
        onboardingCompleted: true,
        preferredLanguage: rng.chance(0.85) ? language : language === 'de' ? 'en' : 'de',
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
    }
  }

  // A registered driver without a company yet: the pending demo invite is addressed to this account.
  userRows.push({
    id: DEMO_IDS.users.invitee,
    companyId: null,
    role: 'USER',
    email: 'invitee@demo.test',
    passwordHash,
    firstName: 'Jonas',
    lastName: 'Becker',
    onboardingCompleted: true,
    preferredLanguage: 'de',
    createdAt: addDays(monthStart, -3),
    updatedAt: addDays(monthStart, -3),
  });

  return { companies, byKey, drivers, companyRows, userRows };
}
