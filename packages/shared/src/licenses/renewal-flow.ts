import type { RenewalStatus } from '../common/enums.ts';

/** The order a renewal moves in (the specification's list without CANCELLED). */
export const RENEWAL_FLOW = ['PENDING', 'AWAITING_CONFIRMATION', 'ACCEPTED', 'INVOICED', 'PAID', 'SCHEDULED', 'RENEWED'] as const;

/** A renewal is open until it is RENEWED or CANCELLED. */
export const isOpenRenewal = (status: RenewalStatus) => status !== 'RENEWED' && status !== 'CANCELLED';

/** The statuses a renewal may move to: the next one of the flow, or CANCELLED while it is open. */
export function renewalSteps(status: RenewalStatus): RenewalStatus[] {
  if (!isOpenRenewal(status)) return [];
  const i = RENEWAL_FLOW.indexOf(status as (typeof RENEWAL_FLOW)[number]);
  const next = RENEWAL_FLOW[i + 1];
  return next ? [next, 'CANCELLED'] : ['CANCELLED'];
}

export const canMoveRenewal = (from: RenewalStatus, to: RenewalStatus) => renewalSteps(from).includes(to);

/**
 * The steps a fleet manager may take on their own company's renewals: confirming or declining one
 * that awaits their confirmation. Every other step is the administrators'.
 */
export function fleetManagerMayMove(from: RenewalStatus, to: RenewalStatus): boolean {
  return from === 'AWAITING_CONFIRMATION' && (to === 'ACCEPTED' || to === 'CANCELLED');
}
