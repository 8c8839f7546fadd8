export * from './mileage.ts';
export * from './mileage-messages.ts';
export * from './mileage-periods.ts';
