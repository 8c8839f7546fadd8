export * from './payment-transactions.ts';
export * from './bank-connection.ts';
export * from './payment-messages.ts';
export * from './payment-plus-notifications.ts';
export * from './wallets.ts';
export * from './payment-transaction-words.ts';
