export * from './iban.ts';
export * from './users.ts';
