import { z } from 'zod';
import { COMPANY_FEATURES, COMPANY_LANGUAGES, COUNTRIES, CURRENCIES, ROLES, SUBSCRIPTION_TYPES } from '../common/enums.ts';

export const ZCompanyRef = z.object({ id: z.uuid(), name: z.string() });
export type CompanyRef = z.infer<typeof ZCompanyRef>;

export const ZAccountCompany = ZCompanyRef.extend({
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  features: z.array(z.enum(COMPANY_FEATURES)),
  country: z.enum(COUNTRIES),
  currency: z.enum(CURRENCIES),
  language: z.enum(COMPANY_LANGUAGES),
});

/** GET /backend/account (spec section 7): who is signed in, their company and its children. */
export const ZAccount = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.email(),
  role: z.enum(ROLES),
  onboardingCompleted: z.boolean(),
  company: ZAccountCompany.nullable(),
  childCompanies: z.array(ZCompanyRef),
});
export type Account = z.infer<typeof ZAccount>;

/** The public configuration the web app reads before sign-in. */
export const ZClientConfig = z.object({
  identity: z.object({
    authority: z.string(),
    clientId: z.string(),
    audience: z.string(),
    rolesClaim: z.string(),
    scope: z.string(),
  }),
  chatWidgetId: z.string().nullable(),
  shopUrl: z.string(),
  supportUrl: z.string(),
});
export type ClientConfig = z.infer<typeof ZClientConfig>;
