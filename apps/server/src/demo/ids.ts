/**
 * Readable, stable ids: the first group names the kind of row, the last counts. The same demo
 * therefore has the same ids on every start, which keeps links and screenshots valid.
 */
export const ID_KIND = {
  company: '10000000',
  user: '20000000',
  cable: '30000000',
  cableAssignment: '31000000',
  license: '40000000',
  licenseRenewal: '41000000',
  tariff: '50000000',
  document: '51000000',
  session: '60000000',
  receipt: '70000000',
  reimbursement: '71000000',
  reimbursementItem: '72000000',
  paymentTransaction: '80000000',
  invoice: '90000000',
  invoiceLine: '91000000',
  invoicePayment: '92000000',
  vehicle: 'a0000000',
  telemetry: 'a1000000',
  mileage: 'a2000000',
  invite: 'b0000000',
  notification: 'b1000000',
  email: 'b2000000',
  connection: 'b3000000',
} as const;

export type IdKind = keyof typeof ID_KIND;

export function demoId(kind: IdKind, n: number): string {
  return `${ID_KIND[kind]}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** Hands out ids of one kind in order. */
export function idSequence(kind: IdKind, first = 1) {
  let n = first;
  return () => demoId(kind, n++);
}
