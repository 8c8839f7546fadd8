export * from './fleet-monitor.ts';
