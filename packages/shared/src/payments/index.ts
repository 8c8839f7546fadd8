export * from './payment-transactions.ts';
export * from './qonto.ts';
export * from './payment-messages.ts';
