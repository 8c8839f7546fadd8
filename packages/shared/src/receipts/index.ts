export * from './receipts.ts';
export * from './receipt-messages.ts';
