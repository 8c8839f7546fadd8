export * from './wallboxes.ts';
