import type { DriverCompleteness, DriverMissingField, TariffStatus } from '@fleetwatt/shared';

/** What completeness looks at, as the list and detail queries read it. */
export interface CompletenessInput {
  iban: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  cable_id: string | null;
  tariff_status: TariffStatus | null;
  car_plate: string | null;
  company_name: string | null;
  cost_center: string | null;
  employee_id: string | null;
  require_car_plate: boolean | null;
  require_company_name: boolean | null;
  require_cost_center: boolean | null;
  require_employee_id: boolean | null;
}

const blank = (v: string | null | undefined) => !v || !v.trim();

/**
 * What a driver still has to provide before receipts can go out: a bank account, a tariff in force
 * today that is not rejected, a full address, a cable, and the fields the company requires.
 */
export function completenessOf(row: CompletenessInput): DriverCompleteness {
  const missing: DriverMissingField[] = [];
  if (blank(row.iban)) missing.push('IBAN');
  if (!row.tariff_status || row.tariff_status === 'INVALID') missing.push('TARIFF');
  if (blank(row.street) || blank(row.zip) || blank(row.city) || blank(row.country)) missing.push('ADDRESS');
  if (!row.cable_id) missing.push('CABLE');
  if (row.require_car_plate && blank(row.car_plate)) missing.push('CAR_PLATE');
  if (row.require_company_name && blank(row.company_name)) missing.push('COMPANY_NAME');
  if (row.require_cost_center && blank(row.cost_center)) missing.push('COST_CENTER');
  if (row.require_employee_id && blank(row.employee_id)) missing.push('EMPLOYEE_ID');
  return { complete: missing.length === 0, missing };
}
