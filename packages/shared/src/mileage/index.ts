export * from './mileage.ts';
export * from './mileage-messages.ts';
export * from './mileage-periods.ts';
export * from './mileage-words.ts';
