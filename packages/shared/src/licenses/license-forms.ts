import { z } from 'zod';
import { LICENSE_TYPES } from '../common/enums.ts';
import type { Language } from '../i18n/validation-messages.ts';
import { licenseMessage } from './license-messages.ts';

/** A money amount as a person types it: digits with up to two decimals, a dot or a comma. */
const MONEY_INPUT = /^\d{1,9}([.,]\d{1,2})?$/;

/** "119", "119.5" or "119,50" as minor units (11900, 11950, 11950), without floating point; null when malformed. */
export function moneyInputToMinor(text: string): number | null {
  const t = text.trim();
  if (!MONEY_INPUT.test(t)) return null;
  const [whole = '0', frac = ''] = t.split(/[.,]/);
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Minor units as the text a money field starts with: 11950 -> "119.50". */
export const minorToMoneyInput = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

const day = z.union([z.iso.date(), z.literal('')]);
const price = z.union([z.string().trim().regex(MONEY_INPUT), z.literal('')]);

/** The assign-license form: 'Please select a driver.' when none is picked; empty dates and price take the defaults. */
export function zLicenseAssignForm(lang: Language = 'en') {
  return z.object({
    userId: z.string().refine((v) => v.length > 0, { message: licenseMessage('selectDriver', lang) }),
    type: z.enum(LICENSE_TYPES),
    startDate: day,
    expirationDate: day,
    price,
  });
}
export type LicenseAssignForm = z.infer<ReturnType<typeof zLicenseAssignForm>>;

/** The subscription edit form: dates and price required; cable and driver may be cleared. */
export const ZLicenseEditForm = z.object({
  startDate: z.iso.date(),
  expirationDate: z.iso.date(),
  price: z.string().trim().regex(MONEY_INPUT),
  cableId: z.string(),
  userId: z.string(),
});
export type LicenseEditForm = z.infer<typeof ZLicenseEditForm>;
