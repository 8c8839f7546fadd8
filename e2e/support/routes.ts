/**
 * Every dashboard route of spec section 2 a role may open; 'driver-detail' and 'company-detail' stand
 * for a detail page, whose real id the journey finds.
 */
export const SHARED = [
  '/dashboard/home',
  '/dashboard/charging-sessions',
  '/dashboard/charging-sessions/external',
  '/dashboard/tariffs',
  '/dashboard/driver',
  'driver-detail',
  'company-detail',
  '/dashboard/cable',
  '/dashboard/wallboxes',
  '/dashboard/licenses',
  '/dashboard/receipts',
  '/dashboard/mileage',
  '/dashboard/fleet-monitor',
  '/dashboard/fleet-monitor/mileage',
  '/dashboard/policy-management',
  '/dashboard/audit',
  '/dashboard/team',
  '/onboarding/home',
];
export const ADMINISTRATOR_ONLY = [
  '/dashboard/charging-sessions-review',
  '/dashboard/receipt-reimbursements',
  '/dashboard/receipt-reimbursements/receipts',
  '/dashboard/company',
  '/dashboard/vehicles',
  '/dashboard/invoices',
  '/dashboard/payment-transactions',
  '/dashboard/outbox',
];
