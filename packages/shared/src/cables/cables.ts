import { z } from 'zod';
import { CABLE_STATUSES, EXPORT_FORMATS } from '../common/enums.ts';
import { zListQuery, zPaged } from '../common/paging.ts';
import type { Language } from '../i18n/validation-messages.ts';
import { cableMessage } from './cable-messages.ts';

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

export const ZCableExport = ZCableSearch.extend({ export: z.enum(EXPORT_FORMATS) });
export type CableExport = z.infer<typeof ZCableExport>;

export const ZCableIdParams = z.object({ id: z.uuid() });

/** Hardware IDs are kept in capitals: 3 to 64 letters, digits, dashes, dots or underscores. */
export const HARDWARE_ID_PATTERN = /^[A-Z0-9][A-Z0-9._-]{2,63}$/;
export const normalizeHardwareId = (raw: string) => raw.trim().toUpperCase();
export const isHardwareId = (normalized: string) => HARDWARE_ID_PATTERN.test(normalized);

const ZHardwareId = z.string().trim().toUpperCase().min(1).max(64).regex(HARDWARE_ID_PATTERN);
const ZFirmware = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /backend/cables (administrators): one new cable of a company. */
export const ZCreateCable = z.object({
  hardwareId: ZHardwareId,
  companyId: z.uuid(),
  status: z.enum(CABLE_STATUSES).default('ACTIVE'),
  firmwareVersion: ZFirmware,
  pincodeResetRequired: z.boolean().default(false),
  pincodeMasterOverride: z.boolean().default(false),
});
export type CreateCable = z.infer<typeof ZCreateCable>;
export type CreateCableInput = z.input<typeof ZCreateCable>;

/** PUT /backend/cables/{id}: status, firmware and pincode flags; the company only by administrators. */
export const ZUpdateCable = z.object({
  status: z.enum(CABLE_STATUSES),
  firmwareVersion: ZFirmware,
  pincodeResetRequired: z.boolean(),
  pincodeMasterOverride: z.boolean(),
  companyId: z.uuid().optional(),
});
export type UpdateCable = z.infer<typeof ZUpdateCable>;
export type UpdateCableInput = z.input<typeof ZUpdateCable>;

/** The most lines one import takes. */
export const CABLE_IMPORT_MAX_LINES = 5000;

/**
 * POST /backend/cables/import (administrators): a CSV text with one hardware ID per line (first
 * column; an optional second column is the firmware version; a header line is recognised).
 */
export const ZCableImport = z.object({
  companyId: z.uuid(),
  csv: z.string().min(1).max(1_000_000),
});
export type CableImport = z.infer<typeof ZCableImport>;

export const CABLE_IMPORT_RESULTS = ['CREATED', 'DUPLICATE', 'INVALID'] as const;
export type CableImportResultKind = (typeof CABLE_IMPORT_RESULTS)[number];

export const ZCableImportLine = z.object({
  /** The line number in the file, from 1. */
  line: z.number().int(),
  hardwareId: z.string(),
  result: z.enum(CABLE_IMPORT_RESULTS),
  message: z.string().nullable(),
});
export type CableImportLine = z.infer<typeof ZCableImportLine>;

export const ZCableImportResult = z.object({
  created: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.number().int(),
  lines: z.array(ZCableImportLine),
});
export type CableImportResult = z.infer<typeof ZCableImportResult>;

/** One assignment of a cable to a driver: the rows of the cable history and the user history. */
export const ZCableAssignment = z.object({
  id: z.uuid(),
  cableId: z.uuid(),
  hardwareId: z.string(),
  userId: z.uuid(),
  userName: z.string(),
  assignedAt: z.iso.datetime(),
  /** Null while the driver still has the cable. */
  unassignedAt: z.iso.datetime().nullable(),
  assignedByName: z.string().nullable(),
});
export type CableAssignment = z.infer<typeof ZCableAssignment>;
export const ZCableAssignmentList = z.array(ZCableAssignment);

export * from './cable-messages.ts';

/** The register-cable form: the request with 'Please select a company' when none is picked. */
export function zCreateCableForm(lang: Language = 'en') {
  return ZCreateCable.extend({
    companyId: z
      .string()
      .refine((v) => v.length > 0, { message: cableMessage('selectCompany', lang), abort: true })
      .pipe(z.uuid()),
  });
}
