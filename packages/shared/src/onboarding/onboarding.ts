import { z } from 'zod';
import { COMPANY_LANGUAGES, COUNTRIES, REIMBURSEMENT_MODES } from '../common/enums.ts';
import { COMPANY_NAME_MAX_LENGTH, RECEIPT_DUE_DAY_MAX, RECEIPT_DUE_DAY_MIN } from '../companies/company.ts';
import { COMPANY_PRICE_RULES } from '../pricing/pricing.ts';

/** Where a company's charging cables come from, said in the onboarding wizard. */
export const CABLE_SOURCES = ['SHOP', 'OWN'] as const;
export type CableSource = (typeof CABLE_SOURCES)[number];

/** The wizard's steps: company, reimbursement, drivers, cables, done. */
export const ONBOARDING_STEPS = [1, 2, 3, 4, 5] as const;
export const ONBOARDING_LAST_STEP = 5;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Step 1 (PUT /backend/onboarding/company); the VAT number is checked against the country. */
export const ZOnboardingCompany = z.object({
  name: text(COMPANY_NAME_MAX_LENGTH),
  street: text(200),
  zip: text(20),
  city: text(100),
  country: z.enum(COUNTRIES),
  language: z.enum(COMPANY_LANGUAGES),
  billingContactEmail: z.string().trim().max(254).pipe(z.email()),
  vatNumber: z
    .string()
    .trim()
    .max(30)
    .nullable()
    .transform((v) => v || null),
});
export type OnboardingCompany = z.infer<typeof ZOnboardingCompany>;
export type OnboardingCompanyInput = z.input<typeof ZOnboardingCompany>;

/** Step 2 (PUT /backend/onboarding/reimbursement); homeChargingRule counts for German companies only. */
export const ZOnboardingReimbursement = z.object({
  reimbursementMode: z.enum(REIMBURSEMENT_MODES),
  receiptDueDay: z.coerce.number().int().min(RECEIPT_DUE_DAY_MIN).max(RECEIPT_DUE_DAY_MAX),
  homeChargingRule: z.enum(COMPANY_PRICE_RULES).optional(),
});
export type OnboardingReimbursement = z.infer<typeof ZOnboardingReimbursement>;
export type OnboardingReimbursementInput = z.input<typeof ZOnboardingReimbursement>;

/** Step 4 (PUT /backend/onboarding/cables): ordered in the shop, already there, or skipped (null). */
export const ZOnboardingCables = z.object({ cableSource: z.enum(CABLE_SOURCES).nullable() });
export type OnboardingCables = z.infer<typeof ZOnboardingCables>;

/** PUT /backend/onboarding/step: the step the manager moves to without saving one (Back, Skip). */
export const ZOnboardingStep = z.object({ step: z.number().int().min(1).max(ONBOARDING_LAST_STEP) });

/** GET /backend/onboarding: where the manager is and what was saved so far. */
export const ZOnboarding = z.object({
  step: z.number().int().min(1).max(ONBOARDING_LAST_STEP),
  completed: z.boolean(),
  company: z.object({
    id: z.uuid(),
    name: z.string(),
    street: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    country: z.enum(COUNTRIES),
    language: z.enum(COMPANY_LANGUAGES),
    billingContactEmail: z.string().nullable(),
    vatNumber: z.string().nullable(),
  }),
  reimbursement: z.object({
    reimbursementMode: z.enum(REIMBURSEMENT_MODES),
    receiptDueDay: z.number().int(),
    homeChargingRule: z.enum(COMPANY_PRICE_RULES),
  }),
  cableSource: z.enum(CABLE_SOURCES).nullable(),
});
export type Onboarding = z.infer<typeof ZOnboarding>;
