import { z } from 'zod';
import { CABLE_STATUSES } from '../common/enums.ts';
import { zListQuery, zPaged } from '../common/paging.ts';

export const CABLE_SORT_FIELDS = ['hardwareId', 'status', 'createdAt'] as const;

/** The cables list: paging and sort plus part of the hardware identifier, status and assignment. */
export const ZCableSearch = zListQuery(CABLE_SORT_FIELDS, 'hardwareId').extend({
  sortDir: z.enum(['ASC', 'DESC']).default('ASC'),
  hardwareId: z.string().trim().max(100).optional(),
  status: z.enum(CABLE_STATUSES).optional(),
  assigned: z.enum(['true', 'false']).optional(),
  /** One company's cables; it never widens the caller's scope. */
  companyId: z.uuid().optional(),
});
export type CableSearch = z.infer<typeof ZCableSearch>;

/** A cable as lists show it (spec section 3, Cable). */
export const ZCableListItem = z.object({
  id: z.uuid(),
  hardwareId: z.string(),
  status: z.enum(CABLE_STATUSES),
  companyId: z.uuid(),
  companyName: z.string(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  pincodeResetRequired: z.boolean(),
  pincodeMasterOverride: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CableListItem = z.infer<typeof ZCableListItem>;

export const ZCablePage = zPaged(ZCableListItem);
