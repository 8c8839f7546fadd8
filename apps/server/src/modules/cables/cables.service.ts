import {
  cableMessage,
  totalPages,
  utcDay,
  type CableAssignment,
  type CableExport,
  type CableImport,
  type CableImportLine,
  type CableImportResult,
  type CableListItem,
  type CableSearch,
  type CreateCable,
  type Language,
  type Paged,
  type UpdateCable,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ExportSpec } from '../../lib/export/index.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { licensesFollowCableToCompany } from '../licenses/license-follows-cable.ts';
import { CABLES_SHEET_NAME, cableExportColumns } from './cables.export.ts';
import { parseCableCsv } from './cables.import.ts';
import { cablesRepository, type AssignmentRow, type CableListRow } from './cables.repository.ts';


const toItem = (r: CableListRow): CableListItem => ({
  id: r.id,
  hardwareId: r.hardware_id,
  status: r.status,
  companyId: r.company_id,
  companyName: r.company_name,
  userId: r.user_id,
  userName: r.user_name,
  firmwareVersion: r.firmware_version,
  pincodeResetRequired: r.pincode_reset_required,
  pincodeMasterOverride: r.pincode_master_override,
  createdAt: new Date(r.created_at).toISOString(),
});

const toAssignment = (r: AssignmentRow): CableAssignment => ({
  id: r.id,
  cableId: r.cable_id,
  hardwareId: r.hardware_id,
  userId: r.user_id,
  userName: r.user_name ?? '',
  assignedAt: new Date(r.assigned_at).toISOString(),
  unassignedAt: r.unassigned_at ? new Date(r.unassigned_at).toISOString() : null,
  assignedByName: r.assigned_by_name,
});

/** The company a new cable goes to: named in the body, never outside a selected company. */
function targetCompany(scope: TenantScope, companyId: string): string {
  if (scope.companyId && scope.companyId !== companyId) throw notFound('company');
  return companyId;
}

export function cablesService(database: Database) {
  const reads = cablesRepository(database);

  async function cableOf(repo: ReturnType<typeof cablesRepository>, scope: TenantScope, id: string, lock = false) {
    const row = await repo.find(scope, id, lock);
    if (!row) throw notFound('cable');
    return row;
  }

  return {
    async search(scope: TenantScope, query: CableSearch): Promise<Paged<CableListItem>> {
      const { rows, total } = await reads.search(scope, query);
      return { results: rows.map(toItem), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    exportSpec(scope: TenantScope, query: CableExport, lang: Language, now = new Date()): ExportSpec<CableListRow> {
      const { export: _format, pageNumber: _n, pageSize: _s, sortField, sortDir, ...filter } = query;
      return {
        fileName: `cables-${utcDay(now)}`,
        sheetName: CABLES_SHEET_NAME[lang],
        columns: cableExportColumns(lang),
        rows: reads.all(scope, filter, { sortField, sortDir }),
        lang,
      };
    },

    async get(scope: TenantScope, id: string): Promise<CableListItem> {
      return toItem(await cableOf(reads, scope, id));
    },

    /** Registers one cable; a hardware ID that exists answers 409. */
    async create(scope: TenantScope, body: CreateCable, lang: Language): Promise<CableListItem> {
      const companyId = targetCompany(scope, body.companyId);
      return database.transaction(async (tx) => {
        const repo = cablesRepository(tx);
        if (!(await repo.companyExists(companyId))) throw notFound('company');
        const created = await repo.insertMany(companyId, [body]);
        const id = created.get(body.hardwareId);
        if (!id) throw conflict(cableMessage('hardwareIdTaken', lang));
        return toItem((await repo.find({ companyId }, id))!);
      });
    },

    /**
     * Registers a batch from a CSV: every valid new hardware ID is created in one transaction; each
     * line says CREATED, DUPLICATE (exists, or repeats an earlier line) or INVALID.
     */
    async importCsv(scope: TenantScope, body: CableImport, lang: Language): Promise<CableImportResult> {
      const companyId = targetCompany(scope, body.companyId);
      const parsed = parseCableCsv(body.csv, lang);
      const candidates = parsed.filter((p) => !p.verdict);
      const created = await database.transaction(async (tx) => {
        const repo = cablesRepository(tx);
        if (!(await repo.companyExists(companyId))) throw notFound('company');
        return repo.insertMany(
          companyId,
          candidates.map((p) => ({
            hardwareId: p.hardwareId,
            status: 'ACTIVE' as const,
            firmwareVersion: p.firmwareVersion,
            pincodeResetRequired: false,
            pincodeMasterOverride: false,
          })),
        );
      });
      const lines: CableImportLine[] = parsed.map((p) => {
        if (p.verdict) return { line: p.line, hardwareId: p.hardwareId, ...p.verdict };
        return created.has(p.hardwareId)
          ? { line: p.line, hardwareId: p.hardwareId, result: 'CREATED', message: null }
          : { line: p.line, hardwareId: p.hardwareId, result: 'DUPLICATE', message: cableMessage('importDuplicate', lang) };
      });
      const count = (result: CableImportLine['result']) => lines.filter((l) => l.result === result).length;
      return { created: count('CREATED'), duplicates: count('DUPLICATE'), invalid: count('INVALID'), lines };
    },

    /**
     * Edit cable: status, firmware and pincode flags. Only administrators move a cable to another
     * company; it arrives there without a driver and its licenses follow it (refused while one of
     * their renewals is being billed).
     */
    async update(principal: Principal, scope: TenantScope, id: string, body: UpdateCable, lang: Language): Promise<CableListItem> {
      return database.transaction(async (tx) => {
        const repo = cablesRepository(tx);
        const cable = await cableOf(repo, scope, id, true);
        let companyId = cable.company_id;
        if (body.companyId && body.companyId !== cable.company_id) {
          if (principal.role !== 'ADMINISTRATOR') throw forbidden(cableMessage('companyAdminOnly', lang));
          if (!(await repo.companyExists(body.companyId))) throw notFound('company');
          if (!(await licensesFollowCableToCompany(tx, cable.company_id, id, body.companyId))) {
            throw conflict(cableMessage('moveBlockedByBilling', lang));
          }
          await repo.moveToCompany(cable.company_id, id, body.companyId, new Date());
          companyId = body.companyId;
        }
        await repo.update(companyId, id, body);
        return toItem((await repo.find({ companyId }, id))!);
      });
    },

    /** Which driver had the cable when. */
    async history(scope: TenantScope, id: string): Promise<CableAssignment[]> {
      await cableOf(reads, scope, id);
      return (await reads.history(scope, id)).map(toAssignment);
    },

    /** Which cables a driver had when. */
    async userHistory(scope: TenantScope, userId: string): Promise<CableAssignment[]> {
      if (!(await reads.userExists(scope, userId))) throw notFound('driver');
      return (await reads.userHistory(scope, userId)).map(toAssignment);
    },
  };
}
