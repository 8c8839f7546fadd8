import type { ComponentType } from 'react';
import {
  IconBolt,
  IconBuilding,
  IconCar,
  IconCertificate,
  IconChargingPile,
  IconChecklist,
  IconCreditCard,
  IconFileInvoice,
  IconGauge,
  IconHistory,
  IconHome,
  IconMail,
  IconPlug,
  IconReceipt,
  IconReceiptRefund,
  IconRoute,
  IconShieldCheck,
  IconTags,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Role } from '@fleetwatt/shared';

export interface NavItem {
  /** Key of the label under nav.<key>. */
  key: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Who sees the entry; the route guards decide who may open the page. */
  roles: readonly Role[];
  /** Marks the entry active only on its exact path. */
  exact?: boolean;
}

const BOTH: readonly Role[] = ['ADMINISTRATOR', 'FLEETMANAGER'];
const ADMIN: readonly Role[] = ['ADMINISTRATOR'];
const MANAGER: readonly Role[] = ['FLEETMANAGER'];

/** The sidebar of spec sections 2 and 6, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/dashboard/home', icon: IconHome, roles: BOTH, exact: true },
  { key: 'chargingSessions', to: '/dashboard/charging-sessions', icon: IconBolt, roles: BOTH, exact: true },
  { key: 'externalChargingSessions', to: '/dashboard/charging-sessions/external', icon: IconChargingPile, roles: BOTH },
  { key: 'tariffs', to: '/dashboard/tariffs', icon: IconTags, roles: BOTH },
  { key: 'drivers', to: '/dashboard/driver', icon: IconUsers, roles: BOTH },
  { key: 'cables', to: '/dashboard/cable', icon: IconPlug, roles: BOTH },
  { key: 'wallboxes', to: '/dashboard/wallboxes', icon: IconChargingPile, roles: BOTH },
  { key: 'licenses', to: '/dashboard/licenses', icon: IconCertificate, roles: BOTH },
  { key: 'receipts', to: '/dashboard/receipts', icon: IconReceipt, roles: BOTH },
  { key: 'mileage', to: '/dashboard/mileage', icon: IconRoute, roles: BOTH },
  { key: 'fleetMonitor', to: '/dashboard/fleet-monitor', icon: IconGauge, roles: BOTH },
  { key: 'policyManagement', to: '/dashboard/policy-management', icon: IconShieldCheck, roles: MANAGER },
  { key: 'team', to: '/dashboard/team', icon: IconUsersGroup, roles: BOTH },
  { key: 'audit', to: '/dashboard/audit', icon: IconHistory, roles: BOTH },
];

/** Administrator-only entries, shown in their own section. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { key: 'chargingSessionsReview', to: '/dashboard/charging-sessions-review', icon: IconChecklist, roles: ADMIN },
  { key: 'receiptReimbursements', to: '/dashboard/receipt-reimbursements', icon: IconReceiptRefund, roles: ADMIN },
  { key: 'companies', to: '/dashboard/company', icon: IconBuilding, roles: ADMIN },
  { key: 'vehicles', to: '/dashboard/vehicles', icon: IconCar, roles: ADMIN },
  { key: 'invoices', to: '/dashboard/invoices', icon: IconFileInvoice, roles: ADMIN },
  { key: 'paymentTransactions', to: '/dashboard/payment-transactions', icon: IconCreditCard, roles: ADMIN },
  { key: 'outbox', to: '/dashboard/outbox', icon: IconMail, roles: ADMIN },
];

export function isActive(item: NavItem, pathname: string): boolean {
  return item.exact ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);
}
