import { z } from 'zod';
import {
  COMPANY_FEATURES,
  COMPANY_LANGUAGES,
  COUNTRIES,
  CURRENCIES,
  MILEAGE_QUERY_FREQUENCIES,
  REIMBURSEMENT_MODES,
  SUBSCRIPTION_TYPES,
  TARIFF_VERIFICATION_FREQUENCIES,
} from '../common/enums.ts';
import { ZDatevSettingsInputShape, ZDatevSettingsShape } from './datev.ts';

/*
 * One company in full (GET /backend/companies/{id}) and the bodies that change it. Request bodies
 * merge: a field that is left out stays as it is; null clears an optional field. Text is trimmed,
 * and an empty text counts as null.
 */

export const RECEIPT_DUE_DAY_MIN = 1;
export const RECEIPT_DUE_DAY_MAX = 31;
export const POLICY_MAX_LENGTH = 10_000;
export const COMPANY_NAME_MAX_LENGTH = 200;

/** The file types an export dialog can preselect; ZIP is offered on top when the company enables it. */
export const COMPANY_EXPORT_FORMATS = ['XLSX', 'CSV'] as const;
export type CompanyExportFormat = (typeof COMPANY_EXPORT_FORMATS)[number];

/** The driver fields a company can make required for receipts (GET /backend/companies/{id}/custom-fields). */
export const CUSTOM_FIELD_KEYS = ['CAR_PLATE', 'COMPANY_NAME', 'COST_CENTER', 'EMPLOYEE_ID'] as const;
export type CustomFieldKey = (typeof CUSTOM_FIELD_KEYS)[number];

const ZCompanyRefOut = z.object({ id: z.uuid(), name: z.string() });

/** Optional text in a body: trimmed, at most `max` characters, empty or null meaning none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

/** An optional email address in a body; empty means none. */
const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(254)
    .nullable()
    .transform((v) => v || null)
    .pipe(z.email().nullable());

/** example.com, fleet.example.de: a host name without scheme or path, stored in lower case. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const optionalDomain = () =>
  z
    .string()
    .trim()
    .max(253)
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.string().regex(HOST_NAME).nullable());

// ---------------------------------------------------------------------------------------------
// Settings: what the options dialogs change (PUT /backend/companies/{id}/settings).

export const ZCompanySettingsShape = {
  mileageQueryFrequency: z.enum(MILEAGE_QUERY_FREQUENCIES),
  tariffVerificationFrequency: z.enum(TARIFF_VERIFICATION_FREQUENCIES),
  receiptDueDay: z.number().int().min(RECEIPT_DUE_DAY_MIN).max(RECEIPT_DUE_DAY_MAX),
  requireCarPlate: z.boolean(),
  requireCompanyName: z.boolean(),
  requireCostCenter: z.boolean(),
  requireEmployeeId: z.boolean(),
  reimbursementMode: z.enum(REIMBURSEMENT_MODES),
  layoutShowMandateText: z.boolean(),
  layoutShowAddress: z.boolean(),
  layoutShowCarPlate: z.boolean(),
  layoutShowCompanyName: z.boolean(),
  layoutShowCostCenter: z.boolean(),
  layoutShowEmployeeId: z.boolean(),
  layoutShowEmbeddedTariff: z.boolean(),
  reportingShowAddress: z.boolean(),
  reportingShowCarPlate: z.boolean(),
  reportingShowCompanyName: z.boolean(),
  reportingShowCostCenter: z.boolean(),
  reportingShowEmployeeId: z.boolean(),
  reportingShowEmbeddedTariff: z.boolean(),
  exportDefaultFormat: z.enum(COMPANY_EXPORT_FORMATS),
  exportZipEnabled: z.boolean(),
  ...ZDatevSettingsShape,
};

export const ZCompanySettings = z.object(ZCompanySettingsShape);
export type CompanySettings = z.infer<typeof ZCompanySettings>;
export type CompanySettingKey = keyof CompanySettings;

/** The settings each options dialog owns. */
export const COMPANY_SETTING_GROUPS = {
  mileageQuery: ['mileageQueryFrequency'],
  tariffVerification: ['tariffVerificationFrequency'],
  receiptDueDate: ['receiptDueDay'],
  receiptOptions: ['requireCarPlate', 'requireCompanyName', 'requireCostCenter', 'requireEmployeeId', 'reimbursementMode'],
  receiptLayout: [
    'layoutShowMandateText',
    'layoutShowAddress',
    'layoutShowCarPlate',
    'layoutShowCompanyName',
    'layoutShowCostCenter',
    'layoutShowEmployeeId',
    'layoutShowEmbeddedTariff',
  ],
  reportingOptions: [
    'reportingShowAddress',
    'reportingShowCarPlate',
    'reportingShowCompanyName',
    'reportingShowCostCenter',
    'reportingShowEmployeeId',
    'reportingShowEmbeddedTariff',
  ],
  exportOptions: [
    'exportDefaultFormat',
    'exportZipEnabled',
    'datevConsultantNumber',
    'datevClientNumber',
    'datevChartOfAccounts',
    'datevAccountLength',
    'datevExpenseAccount',
    'datevPayableAccount',
  ],
} as const satisfies Record<string, readonly CompanySettingKey[]>;
export type CompanySettingGroup = keyof typeof COMPANY_SETTING_GROUPS;

/** PUT /backend/companies/{id}/settings: any of the settings; the others stay. */
export const ZUpdateCompanySettings = ZCompanySettings.extend(ZDatevSettingsInputShape).partial();
export type UpdateCompanySettings = z.infer<typeof ZUpdateCompanySettings>;

// ---------------------------------------------------------------------------------------------
// The company as the API answers it.

export const ZCompanyAddress = z.object({
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
});
export type CompanyAddress = z.infer<typeof ZCompanyAddress>;

/** Billing contact, billing address and VAT number (GET /backend/companies/{id}/billing-data). */
export const ZBillingData = z.object({
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type BillingData = z.infer<typeof ZBillingData>;

/** GET /backend/companies/{id}: every field of spec section 3, with the child companies of a PRO parent. */
export const ZCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  domain: z.string().nullable(),
  country: z.enum(COUNTRIES),
  currency: z.enum(CURRENCIES),
  language: z.enum(COMPANY_LANGUAGES),
  parent: ZCompanyRefOut.nullable(),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  features: z.array(z.enum(COMPANY_FEATURES)),
  /** YYYY-MM-DD. */
  paymentPlusStartDate: z.string().nullable(),
  policy: z.string().nullable(),
  address: ZCompanyAddress,
  ...ZCompanySettingsShape,
  billing: ZBillingData,
  paymentAccountId: z.string().nullable(),
  children: z.array(ZCompanyRefOut),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Company = z.infer<typeof ZCompany>;

/** GET /backend/companies/summary: drivers, cables and running licenses of the scope. */
export const ZCompanySummary = z.object({
  userCount: z.number().int(),
  cableCount: z.number().int(),
  subscriptionCount: z.number().int(),
});
export type CompanySummary = z.infer<typeof ZCompanySummary>;

/** The summary of one company the caller may see instead of the selected scope. */
export const ZCompanySummaryQuery = z.object({ companyId: z.string().optional() });

export const ZCustomField = z.object({ key: z.enum(CUSTOM_FIELD_KEYS), required: z.boolean() });
export const ZCustomFields = z.array(ZCustomField);
export type CustomField = z.infer<typeof ZCustomField>;

// ---------------------------------------------------------------------------------------------
// Bodies.

export const ZCompanyAddressInput = z.object({
  street: optionalText(200).optional(),
  zip: optionalText(20).optional(),
  city: optionalText(100).optional(),
});

/** The fields of PUT /backend/companies/{id}; each may be left out. */
export const ZUpdateCompany = z.object({
  name: z.string().trim().min(1).max(COMPANY_NAME_MAX_LENGTH).optional(),
  email: optionalEmail().optional(),
  domain: optionalDomain().optional(),
  country: z.enum(COUNTRIES).optional(),
  language: z.enum(COMPANY_LANGUAGES).optional(),
  parentId: z.uuid().nullable().optional(),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).optional(),
  features: z
    .array(z.enum(COMPANY_FEATURES))
    .max(COMPANY_FEATURES.length * 2)
    .transform((list) => [...new Set(list)])
    .optional(),
  paymentPlusStartDate: z.iso.date().nullable().optional(),
  address: ZCompanyAddressInput.optional(),
});
export type UpdateCompany = z.infer<typeof ZUpdateCompany>;
export type UpdateCompanyInput = z.input<typeof ZUpdateCompany>;

/** What a fleet manager may change on PUT /backend/companies/{id}; the rest is for administrators. */
export const COMPANY_FIELDS_FOR_MANAGERS = ['name', 'email', 'address'] as const satisfies readonly (keyof UpdateCompany)[];

/** POST /backend/companies: name and country are needed; LIGHT without features unless said otherwise. */
export const ZCreateCompany = ZUpdateCompany.extend({
  name: z.string().trim().min(1).max(COMPANY_NAME_MAX_LENGTH),
  country: z.enum(COUNTRIES),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).default('LIGHT'),
  features: z
    .array(z.enum(COMPANY_FEATURES))
    .max(COMPANY_FEATURES.length * 2)
    .transform((list) => [...new Set(list)])
    .default([]),
});
export type CreateCompany = z.infer<typeof ZCreateCompany>;
export type CreateCompanyInput = z.input<typeof ZCreateCompany>;

/** PUT /backend/companies/{id}/policy: the company's policy text; empty or null removes it. */
export const ZCompanyPolicy = z.object({ policy: optionalText(POLICY_MAX_LENGTH) });
export type CompanyPolicy = z.infer<typeof ZCompanyPolicy>;
export type CompanyPolicyInput = z.input<typeof ZCompanyPolicy>;

/** PUT /backend/companies/{id}/parent (assign company). A missing parent: "Please select a company". */
export const ZAssignCompany = z.object({ parentId: z.uuid().nullish() });
export type AssignCompany = z.infer<typeof ZAssignCompany>;

/** PUT /backend/companies/{id}/billing-data; the VAT number's shape is checked against the company's country. */
export const ZUpdateBillingData = z.object({
  contactName: optionalText(200).optional(),
  contactEmail: optionalEmail().optional(),
  street: optionalText(200).optional(),
  zip: optionalText(20).optional(),
  city: optionalText(100).optional(),
  vatNumber: optionalText(30).optional(),
});
export type UpdateBillingData = z.infer<typeof ZUpdateBillingData>;
export type UpdateBillingDataInput = z.input<typeof ZUpdateBillingData>;

/** An account id of the payment institution (Payment+), as in POST /backend/companies/{id}/payment-account/{accountId}. */
export const ZPaymentAccountId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/);
