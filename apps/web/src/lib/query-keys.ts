/**
 * The root query key of every area of the web app, in one place. Each feature builds its own keys
 * under its root (`features/<area>/api/keys.ts`); a change in one area that alters another area's
 * data invalidates that area's root from here. A literal key in an invalidation is refused by lint,
 * so no feature depends on how another spells its keys.
 */
export const areaKeys = {
  account: ['account'],
  modals: ['account', 'modals'],
  audit: ['audit-events'],
  cables: ['cables'],
  chargingSessions: ['charging-sessions'],
  companies: ['companies'],
  /** The home indicators (drivers, cables, licenses) of the selected company or all companies. */
  companySummary: ['companies', 'summary'],
  companySelector: ['company-selector'],
  drivers: ['drivers'],
  fleetMonitor: ['fleet-monitor'],
  invites: ['invites'],
  invoices: ['invoices'],
  licenses: ['licenses'],
  mileage: ['mileage'],
  onboarding: ['onboarding'],
  outbox: ['outbox'],
  paymentTransactions: ['payment-transactions'],
  pricing: ['pricing'],
  receipts: ['receipts'],
  reimbursements: ['reimbursements'],
  tariffs: ['tariffs'],
  team: ['team'],
  vehicles: ['vehicles'],
  wallboxes: ['wallboxes'],
} as const;
