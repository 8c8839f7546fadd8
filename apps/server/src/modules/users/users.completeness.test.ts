import { describe, expect, it } from 'vitest';
import { completenessOf, type CompletenessInput } from './users.completeness.ts';

const complete: CompletenessInput = {
  iban: 'DE89370400440532013000',
  street: 'Hauptstraße 1',
  zip: '80331',
  city: 'München',
  country: 'GERMANY',
  cable_id: 'c1',
  tariff_status: 'VALID',
  car_plate: null,
  company_name: 'Voltwerk',
  cost_center: null,
  employee_id: null,
  require_car_plate: false,
  require_company_name: false,
  require_cost_center: false,
  require_employee_id: false,
};

describe('driver completeness', () => {
  it('a driver with bank account, tariff, address and cable is complete when the company requires nothing else', () => {
    expect(completenessOf(complete)).toEqual({ complete: true, missing: [] });
  });

  it('a pending tariff counts, a rejected one does not', () => {
    expect(completenessOf({ ...complete, tariff_status: 'PENDING' }).complete).toBe(true);
    expect(completenessOf({ ...complete, tariff_status: 'INVALID' }).missing).toEqual(['TARIFF']);
    expect(completenessOf({ ...complete, tariff_status: null }).missing).toEqual(['TARIFF']);
  });

  it('any empty part of the address makes the address missing', () => {
    expect(completenessOf({ ...complete, zip: ' ' }).missing).toEqual(['ADDRESS']);
    expect(completenessOf({ ...complete, country: null }).missing).toEqual(['ADDRESS']);
  });

  it('names the company\'s required fields only when the company requires them', () => {
    const bare = { ...complete, iban: null, cable_id: null };
    expect(completenessOf(bare).missing).toEqual(['IBAN', 'CABLE']);
    expect(
      completenessOf({ ...bare, require_car_plate: true, require_cost_center: true, require_employee_id: true, require_company_name: true }).missing,
    ).toEqual(['IBAN', 'CABLE', 'CAR_PLATE', 'COST_CENTER', 'EMPLOYEE_ID']);
    expect(completenessOf({ ...complete, require_car_plate: true, car_plate: 'M-X 1' }).complete).toBe(true);
  });
});
