export * from './reimbursements.ts';
export * from './reimbursement-messages.ts';
