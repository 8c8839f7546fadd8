export * from './invoice-vat.ts';
export * from './invoices.ts';
export * from './invoice-messages.ts';
export * from './invoice-words.ts';
