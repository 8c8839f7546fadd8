export * from './receipts.ts';
export * from './receipt-messages.ts';
export * from './receipt-totals.ts';
export * from './receipt-words.ts';
