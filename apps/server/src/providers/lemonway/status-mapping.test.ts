import { describe, expect, it } from 'vitest';
import { PAYMENT_TRANSACTION_STATUSES } from '@fleetwatt/shared';
import { ACCOUNT_STATUS, kycStatusOf, METHOD, PAYMENT_STATUS, paymentStatusOf, TX_STATUS } from './api.ts';

describe("Lemonway's transaction statuses are the specification's payment transaction statuses", () => {
  const cases: [number, number, string][] = [
    [METHOD.MONEY_IN_TRANSFER, TX_STATUS.WAITING_FOR_FINALIZATION, 'MONEY_IN_WAITING_FOR_FINALIZATION'],
    [METHOD.MONEY_IN_TRANSFER, TX_STATUS.PENDING, 'MONEY_IN_PENDING'],
    [METHOD.MONEY_IN_TRANSFER, TX_STATUS.SUCCESS, 'MONEY_IN_SUCCESS'],
    [METHOD.MONEY_IN_TRANSFER, TX_STATUS.ERROR, 'MONEY_IN_ERROR'],
    [METHOD.MONEY_IN_TRANSFER, TX_STATUS.PSP_ERROR, 'MONEY_IN_PSP_ERROR'],
    [METHOD.MONEY_IN_TRANSFER, TX_STATUS.CANCELLED, 'MONEY_IN_CANCELLED'],
    [METHOD.MONEY_IN_TRANSFER, TX_STATUS.VALIDATION_PENDING, 'MONEY_IN_VALIDATION_PENDING'],
    [METHOD.MONEY_OUT, TX_STATUS.PENDING, 'MONEY_OUT_PENDING'],
    [METHOD.MONEY_OUT, TX_STATUS.SUCCESS, 'MONEY_OUT_SUCCESS'],
    [METHOD.MONEY_OUT, TX_STATUS.ERROR, 'MONEY_OUT_ERROR'],
    [METHOD.MONEY_OUT, TX_STATUS.PSP_ERROR, 'MONEY_OUT_PSP_ERROR'],
    [METHOD.MONEY_OUT, TX_STATUS.CANCELLED, 'MONEY_OUT_CANCELLED'],
    [METHOD.MONEY_OUT, TX_STATUS.VALIDATION_PENDING, 'MONEY_OUT_VALIDATION_PENDING'],
    [METHOD.P2P, TX_STATUS.PENDING, 'P2P_PENDING'],
    [METHOD.P2P, TX_STATUS.SUCCESS, 'P2P_SUCCESS'],
  ];
  it.each(cases)('method %i with status %i is %s', (method, status, expected) => {
    expect(paymentStatusOf({ method, status })).toBe(expected);
  });

  it('maps one to one: every status of the specification exactly once', () => {
    const mapped = Object.values(PAYMENT_STATUS).flatMap((m) => Object.values(m));
    expect([...mapped].sort()).toEqual([...PAYMENT_TRANSACTION_STATUSES].sort());
  });

  it('a code a movement does not have maps to nothing', () => {
    expect(paymentStatusOf({ method: METHOD.P2P, status: TX_STATUS.PSP_ERROR })).toBeNull();
  });

  it('only KYC 2 or 3 lets an account receive and pay out', () => {
    expect(kycStatusOf(ACCOUNT_STATUS.KYC_2)).toBe('VALIDATED');
    expect(kycStatusOf(ACCOUNT_STATUS.KYC_3)).toBe('VALIDATED');
    expect(kycStatusOf(ACCOUNT_STATUS.KYC_1)).toBe('PENDING');
    expect(kycStatusOf(ACCOUNT_STATUS.KYC_INCOMPLETE)).toBe('NOT_STARTED');
    expect(kycStatusOf(ACCOUNT_STATUS.KYC_REJECTED)).toBe('REFUSED');
  });
});
