import type { CompanyLanguage } from '@fleetwatt/shared';

/**
 * What a driver reads on their bank statement for a reimbursement: its number, the month and the
 * receipt, in the company's document language. The SEPA file and the bank transfer say the same.
 */
export function paymentReference(
  language: CompanyLanguage,
  r: { number: number; periodYear: number; periodMonth: number; receiptNumber: number },
): string {
  const period = `${r.periodYear}-${String(r.periodMonth).padStart(2, '0')}`;
  return language === 'GERMAN'
    ? `Erstattung ${r.number} ${period} Beleg ${r.receiptNumber}`
    : `Reimbursement ${r.number} ${period} receipt ${r.receiptNumber}`;
}
