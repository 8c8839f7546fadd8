import { z } from 'zod';
import {
  COUNTRIES,
  CURRENCIES,
  EXPORT_FORMATS,
  KYC_STATUSES,
  LICENSE_STATUSES,
  LICENSE_TYPES,
  MILEAGE_SOURCES,
  RENEWAL_STATUSES,
  ROLES,
  TARIFF_STATUSES,
} from '../common/enums.ts';
import { zListQuery, zPaged, ZYearMonth } from '../common/paging.ts';
import type { Language } from '../i18n/validation-messages.ts';
import { ibanProblem, type IbanProblem } from './iban.ts';
import { USER_SORT_FIELDS } from './user-sort-fields.ts';

// ---------------------------------------------------------------------------------------------
// Messages of the driver screens (spec section 5), in both languages. The English ones are the
// spec's words; server and web use the same strings.
// ---------------------------------------------------------------------------------------------

export const USER_MESSAGES = {
  en: {
    requiredFields: 'Please fill in the required fields.',
    reviewFields: 'Please review the highlighted fields',
    selectCable: 'Please select a cable.',
    selectUser: 'Please select a user.',
    sameUser: "You can't assign the cable to the same user.",
    cableAlreadyAssigned: 'The selected cable is already assigned to the driver.',
    selectCompany: 'Please select a company',
    ibanRequired: 'Please enter the IBAN/Account ID',
    ibanFormat: 'The IBAN may contain only letters and digits and must start with a country code and two check digits.',
    ibanCountry: 'IBANs of this country are not supported.',
    ibanLength: 'The IBAN has the wrong length for its country.',
    ibanChecksum: 'The IBAN is not valid: its check digits do not match. Please check it for typing errors.',
    emailTaken: 'A user with this email address already exists.',
    paymentPlusAdminOnly: 'Only administrators can change Payment+ for a driver.',
    companyRequired: 'Please select the company the driver belongs to.',
    driverWithoutCompany: 'The driver does not belong to a company.',
  },
  de: {
    requiredFields: 'Bitte füllen Sie die Pflichtfelder aus.',
    reviewFields: 'Bitte prüfen Sie die markierten Felder',
    selectCable: 'Bitte wählen Sie ein Kabel aus.',
    selectUser: 'Bitte wählen Sie einen Benutzer aus.',
    sameUser: 'Sie können das Kabel nicht demselben Benutzer zuweisen.',
    cableAlreadyAssigned: 'Das ausgewählte Kabel ist dem Fahrer bereits zugewiesen.',
    selectCompany: 'Bitte wählen Sie ein Unternehmen aus',
    ibanRequired: 'Bitte geben Sie die IBAN/Konto-ID ein',
    ibanFormat: 'Die IBAN darf nur Buchstaben und Ziffern enthalten und muss mit Ländercode und zwei Prüfziffern beginnen.',
    ibanCountry: 'IBANs dieses Landes werden nicht unterstützt.',
    ibanLength: 'Die IBAN hat nicht die richtige Länge für ihr Land.',
    ibanChecksum: 'Die IBAN ist ungültig: Die Prüfziffern stimmen nicht. Bitte prüfen Sie sie auf Tippfehler.',
    emailTaken: 'Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.',
    paymentPlusAdminOnly: 'Nur Administratoren können Payment+ für einen Fahrer ändern.',
    companyRequired: 'Bitte wählen Sie das Unternehmen des Fahrers aus.',
    driverWithoutCompany: 'Der Fahrer gehört zu keinem Unternehmen.',
  },
} as const satisfies Record<Language, Record<string, string>>;
export type UserMessageKey = keyof (typeof USER_MESSAGES)['en'];

/** The message for what is wrong with an IBAN. */
export function ibanMessage(problem: IbanProblem, lang: Language = 'en'): string {
  const m = USER_MESSAGES[lang];
  switch (problem) {
    case 'EMPTY':
      return m.ibanRequired;
    case 'FORMAT':
      return m.ibanFormat;
    case 'COUNTRY':
      return m.ibanCountry;
    case 'LENGTH':
      return m.ibanLength;
    case 'CHECKSUM':
      return m.ibanChecksum;
  }
}

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

/** A calendar day, YYYY-MM-DD. */
const isoDay = z.iso.date();

/** What a driver still has to provide; the last four only when the company requires them. */
export const DRIVER_MISSING_FIELDS = [
  'IBAN',
  'TARIFF',
  'ADDRESS',
  'CABLE',
  'CAR_PLATE',
  'COMPANY_NAME',
  'COST_CENTER',
  'EMPLOYEE_ID',
] as const;
export type DriverMissingField = (typeof DRIVER_MISSING_FIELDS)[number];

export const ZDriverCompleteness = z.object({
  complete: z.boolean(),
  missing: z.array(z.enum(DRIVER_MISSING_FIELDS)),
});
export type DriverCompleteness = z.infer<typeof ZDriverCompleteness>;

export const ZCableRef = z.object({ id: z.uuid(), hardwareId: z.string() });
export type CableRef = z.infer<typeof ZCableRef>;

/** The driver's current license as the tables show it (spec: subscription {status, endDate}). */
export const ZDriverSubscriptionSummary = z.object({
  status: z.enum(LICENSE_STATUSES),
  endDate: isoDay,
});
export type DriverSubscriptionSummary = z.infer<typeof ZDriverSubscriptionSummary>;

// ---------------------------------------------------------------------------------------------
// GET /backend/users/search and /backend/users/export
// ---------------------------------------------------------------------------------------------

export * from './user-sort-fields.ts';

/**
 * The user search filter (spec section 3): paging and sort (expense descending, 50 a page), the
 * period (year and month; the whole year when only the year is given; the current UTC month when
 * both are absent), the role (drivers unless asked) and
 * part of the user name (first name, last name, both, or email; any case).
 */
export const ZUserSearch = zListQuery(USER_SORT_FIELDS, 'expense').extend({
  year: ZYearMonth.shape.year.optional(),
  month: ZYearMonth.shape.month.optional(),
  role: z.enum(ROLES).default('USER'),
  userName: z.string().trim().max(200).optional(),
});
export type UserSearch = z.infer<typeof ZUserSearch>;
export type UserSearchInput = z.input<typeof ZUserSearch>;

/** GET /backend/users/export: the same filters and the file type. */
export const ZUserExport = ZUserSearch.extend({ export: z.enum(EXPORT_FORMATS) });
export type UserExport = z.infer<typeof ZUserExport>;
export type UserExportInput = z.input<typeof ZUserExport>;

/**
 * One row of the drivers table. energyWh: every session of the month except IGNORED ones;
 * expenseMinor: the month's reimbursable sessions (minor units of `currency`, the company's).
 */
export const ZDriverListItem = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  subscription: ZDriverSubscriptionSummary.nullable(),
  energyWh: z.number().int(),
  expenseMinor: z.number().int(),
  currency: z.enum(CURRENCIES).nullable(),
  isPaymentPlus: z.boolean(),
  cable: ZCableRef.nullable(),
  tariffStatus: z.enum(TARIFF_STATUSES).nullable(),
  completeness: ZDriverCompleteness,
});
export type DriverListItem = z.infer<typeof ZDriverListItem>;

export const ZDriverPage = zPaged(ZDriverListItem);
export type DriverPage = z.infer<typeof ZDriverPage>;

// ---------------------------------------------------------------------------------------------
// GET /backend/users/simple-search (pickers)
// ---------------------------------------------------------------------------------------------

export const SIMPLE_SEARCH_LIMIT = 20;

export const ZUserSimpleSearch = z.object({
  name: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).default('USER'),
  companyId: z.uuid().optional(),
});
export type UserSimpleSearch = z.infer<typeof ZUserSimpleSearch>;
export type UserSimpleSearchInput = z.input<typeof ZUserSimpleSearch>;

export const ZUserSimpleItem = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
});
export type UserSimpleItem = z.infer<typeof ZUserSimpleItem>;
export const ZUserSimpleList = z.array(ZUserSimpleItem);

// ---------------------------------------------------------------------------------------------
// GET /backend/users/{id}
// ---------------------------------------------------------------------------------------------

export const ZUserIdParams = z.object({ id: z.uuid() });
export const ZUserCompanyParams = z.object({ id: z.uuid(), companyId: z.uuid() });
export const ZUserCableParams = z.object({ id: z.uuid(), cableId: z.uuid() });

/** The driver's current tariff: price per kWh in ten-thousandths of the currency unit. */
export const ZDriverTariff = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(TARIFF_STATUSES),
  pricePerKwh: z.number().int(),
  currency: z.enum(CURRENCIES),
  startDate: isoDay,
  endDate: isoDay.nullable(),
});
export type DriverTariff = z.infer<typeof ZDriverTariff>;

/** The latest odometer reading. */
export const ZDriverMileage = z.object({
  odometerKm: z.number().int(),
  readAt: z.iso.datetime(),
  source: z.enum(MILEAGE_SOURCES),
});
export type DriverMileage = z.infer<typeof ZDriverMileage>;

export const ZPaymentAccount = z.object({
  iban: z.string().nullable(),
  holder: z.string().nullable(),
  isPaymentPlus: z.boolean(),
  kycStatus: z.enum(KYC_STATUSES).nullable(),
});
export type PaymentAccount = z.infer<typeof ZPaymentAccount>;

export const ZDriverAddress = z.object({
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.enum(COUNTRIES).nullable(),
});
export type DriverAddress = z.infer<typeof ZDriverAddress>;

/** Every driver field of spec section 3. */
export const ZDriver = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  idNumber: z.string().nullable(),
  carPlate: z.string().nullable(),
  licenseKey: z.string().nullable(),
  tariff: ZDriverTariff.nullable(),
  mileage: ZDriverMileage.nullable(),
  cable: ZCableRef.nullable(),
  nextReceiptNumber: z.number().int(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  costCenter: z.string().nullable(),
  receiptRecipientEmail: z.string().nullable(),
  employeeId: z.string().nullable(),
  address: ZDriverAddress,
  paymentAccount: ZPaymentAccount,
  kycStatus: z.enum(KYC_STATUSES).nullable(),
  subscription: ZDriverSubscriptionSummary.nullable(),
  completeness: ZDriverCompleteness,
});
export type Driver = z.infer<typeof ZDriver>;

// ---------------------------------------------------------------------------------------------
// POST /backend/users and PUT /backend/users/{id}
// ---------------------------------------------------------------------------------------------

/** '' and null clear a field; undefined (absent) leaves it as it is on an edit. */
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(blankToNull);
const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** The required fields of the add-driver form. */
export const DRIVER_REQUIRED_FIELDS = ['firstName', 'lastName', 'email'] as const;

const driverFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  /** The personal ID number (optional, spec section 5). */
  idNumber: optionalText(100),
  carPlate: optionalText(32),
  costCenter: optionalText(100),
  employeeId: optionalText(100),
  receiptRecipientEmail: z.string().trim().max(254).nullish().transform(blankToNull).pipe(z.email().nullish()),
  street: optionalText(200),
  zip: optionalText(20),
  city: optionalText(100),
  country: z.enum(COUNTRIES).nullish(),
};

/**
 * Add a driver (role USER) to the selected company. An administrator without a selected company
 * names it in companyId; a fleet manager never names another company.
 */
export const ZCreateDriver = z.object({ ...driverFields, companyId: z.uuid().optional() });
export type CreateDriver = z.infer<typeof ZCreateDriver>;
export type CreateDriverInput = z.input<typeof ZCreateDriver>;

/** Edit a driver: the same fields; an absent optional field keeps its value, '' or null clears it. */
export const ZUpdateDriver = z.object(driverFields);
export type UpdateDriver = z.infer<typeof ZUpdateDriver>;
export type UpdateDriverInput = z.input<typeof ZUpdateDriver>;

// ---------------------------------------------------------------------------------------------
// GET and POST /backend/users/{id}/payment-account
// ---------------------------------------------------------------------------------------------

/**
 * The driver's bank account. The IBAN is checked by the server (normalised: spaces removed, upper
 * case; country length and mod-97 checksum), with the messages of ibanMessage. isPaymentPlus may
 * be sent only by administrators; a fleet manager sending it answers 403.
 */
export const ZPaymentAccountInput = z.object({
  iban: z.string().max(64).optional(),
  holder: optionalText(200),
  isPaymentPlus: z.boolean().optional(),
});
export type PaymentAccountInput = z.infer<typeof ZPaymentAccountInput>;

/** The payment-account form with the spec's messages, for the browser. */
export function zPaymentAccountForm(lang: Language = 'en') {
  return z.object({
    iban: z.string().superRefine((value, ctx) => {
      const problem = ibanProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: ibanMessage(problem, lang) });
    }),
    holder: z.string().trim().max(200).optional(),
    isPaymentPlus: z.boolean().optional(),
  });
}

// ---------------------------------------------------------------------------------------------
// Assign cable / company (client-side messages of spec section 5; the server answers in kind)
// ---------------------------------------------------------------------------------------------

/** Assign a cable to a driver: 'Please select a cable.' */
export function zAssignCableToDriverForm(lang: Language = 'en') {
  return z.object({
    cableId: z.string().refine((v) => v.length > 0, { message: USER_MESSAGES[lang].selectCable }),
  });
}

/** Assign a cable to a user: 'Please select a user.' and "You can't assign the cable to the same user." */
export function zAssignCableToUserForm(currentUserId: string | null, lang: Language = 'en') {
  return z.object({
    userId: z
      .string()
      .refine((v) => v.length > 0, { message: USER_MESSAGES[lang].selectUser, abort: true })
      .refine((v) => v !== currentUserId, { message: USER_MESSAGES[lang].sameUser }),
  });
}

/** Assign a driver to a company: 'Please select a company'. */
export function zAssignCompanyForm(lang: Language = 'en') {
  return z.object({
    companyId: z.string().refine((v) => v.length > 0, { message: USER_MESSAGES[lang].selectCompany }),
  });
}

// ---------------------------------------------------------------------------------------------
// POST /backend/users/{id}/notification
// ---------------------------------------------------------------------------------------------

export const ZDriverNotificationInput = z.object({
  title: requiredText(200),
  message: requiredText(4000),
});
export type DriverNotificationInput = z.infer<typeof ZDriverNotificationInput>;

export const ZDriverNotification = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  companyId: z.uuid(),
  title: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type DriverNotification = z.infer<typeof ZDriverNotification>;

// ---------------------------------------------------------------------------------------------
// GET /backend/users/{id}/custom-fields
// ---------------------------------------------------------------------------------------------

/** The driver fields a company can require on receipts (company "require" flags). */
export const DRIVER_CUSTOM_FIELD_KEYS = ['CAR_PLATE', 'COMPANY_NAME', 'COST_CENTER', 'EMPLOYEE_ID'] as const;
export type DriverCustomFieldKey = (typeof DRIVER_CUSTOM_FIELD_KEYS)[number];

export const ZDriverCustomField = z.object({
  key: z.enum(DRIVER_CUSTOM_FIELD_KEYS),
  required: z.boolean(),
  value: z.string().nullable(),
});
export type DriverCustomField = z.infer<typeof ZDriverCustomField>;
export const ZDriverCustomFields = z.array(ZDriverCustomField);

// ---------------------------------------------------------------------------------------------
// GET /backend/users/{id}/subscription
// ---------------------------------------------------------------------------------------------

export const ZDriverSubscription = z.object({
  id: z.uuid(),
  status: z.enum(LICENSE_STATUSES),
  type: z.enum(LICENSE_TYPES),
  licenseKey: z.string(),
  startDate: isoDay,
  expirationDate: isoDay,
  renewalStatus: z.enum(RENEWAL_STATUSES).nullable(),
  cable: ZCableRef.nullable(),
});
export type DriverSubscription = z.infer<typeof ZDriverSubscription>;
