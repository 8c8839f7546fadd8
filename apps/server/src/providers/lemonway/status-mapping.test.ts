import { describe, expect, it } from 'vitest';
import { PAYMENT_TRANSACTION_STATUSES, WALLET_STATUSES } from '@fleetwatt/shared';
import { ACCOUNT_STATUS, DOCUMENT_TYPE, kycStatusOf, METHOD, PAYMENT_STATUS, paymentStatusOf, TX_STATUS, walletStatusOf } from './api.ts';

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

describe("Lemonway's account statuses and document types, by name", () => {
  it.each([
    [2, 'KYC_INCOMPLETE'],
    [3, 'KYC_REJECTED'],
    [5, 'KYC_1'],
    [6, 'KYC_2'],
    [7, 'KYC_3'],
    [8, 'KYC_EXPIRED'],
    [10, 'BLOCKED'],
    [12, 'CLOSED'],
  ])('account status %i is %s', (code, name) => {
    expect(walletStatusOf(code)).toBe(name);
  });
  it('every named status has its code, and an undocumented code has no name', () => {
    expect(WALLET_STATUSES.map((s) => walletStatusOf(ACCOUNT_STATUS[s]))).toEqual([...WALLET_STATUSES]);
    expect(walletStatusOf(4)).toBeNull();
  });
  it("sends Lemonway's document type numbers", () => {
    expect(DOCUMENT_TYPE).toEqual({ ID_CARD: 0, PROOF_OF_ADDRESS: 1, PROOF_OF_IBAN: 2, PASSPORT_EU: 3, PASSPORT_NON_EU: 4, RESIDENCE_PERMIT: 5, OTHER: 6, COMPANY_REGISTRATION: 7, DRIVING_LICENCE: 11, ARTICLES_OF_ASSOCIATION: 12 });
  });
});
