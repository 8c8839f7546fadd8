import type { CableSearch, CableStatus } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { cableAssignments, cables, companies } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import { likePattern, personName } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

export type CableListRow = RowOf<
  typeof cables,
  'id' | 'hardware_id' | 'status' | 'company_id' | 'user_id' | 'firmware_version' | 'pincode_reset_required' | 'pincode_master_override' | 'created_at'
> & {
  company_name: ColumnOf<typeof companies, 'name'>;
  user_name: string | null;
};

export type AssignmentRow = RowOf<typeof cableAssignments, 'id' | 'cable_id' | 'user_id' | 'assigned_at' | 'unassigned_at'> &
  RowOf<typeof cables, 'hardware_id'> & {
    user_name: string | null;
    assigned_by_name: string | null;
  };

type CreatedCableRow = RowOf<typeof cables, 'id' | 'hardware_id'>;

export interface CableFields {
  status: CableStatus;
  firmwareVersion: string | null;
  pincodeResetRequired: boolean;
  pincodeMasterOverride: boolean;
}

type CableFilter = Omit<CableSearch, 'pageNumber' | 'pageSize' | 'sortField' | 'sortDir'>;

const SORT_SQL: Record<CableSearch['sortField'], string> = {
  hardwareId: 'k.hardware_id',
  status: 'k.status',
  createdAt: 'k.created_at',
};

// The export's keyset keys: output columns of LIST_SELECT.
const SORT_KEY: Record<CableSearch['sortField'], string> = {
  hardwareId: 'hardware_id',
  status: 'status',
  createdAt: 'created_at',
};

const LIST_SELECT = `select k.id, k.hardware_id, k.status, k.company_id, c.name as company_name, k.user_id,
       nullif(${personName('u')}, '') as user_name, k.firmware_version,
       k.pincode_reset_required, k.pincode_master_override, k.created_at
  from cables k
  join companies c on c.id = k.company_id
  left join users u on u.id = k.user_id`;

const ASSIGNMENT_SELECT = `select a.id, a.cable_id, k.hardware_id, a.user_id,
       nullif(${personName('u')}, '') as user_name, a.assigned_at, a.unassigned_at,
       nullif(${personName('b')}, '') as assigned_by_name
  from cable_assignments a
  join cables k on k.id = a.cable_id
  join users u on u.id = a.user_id
  left join users b on b.id = a.assigned_by`;

function whereOf(scope: TenantScope, query: CableFilter, params: unknown[]): string {
  const where: string[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (scope.companyId) where.push(`k.company_id = ${add(scope.companyId)}`);
  if (query.companyId) where.push(`k.company_id = ${add(query.companyId)}`);
  if (query.hardwareId) where.push(`k.hardware_id ilike ${add(likePattern(query.hardwareId))} escape '\\'`);
  if (query.status) where.push(`k.status = ${add(query.status)}`);
  if (query.assigned) where.push(query.assigned === 'true' ? 'k.user_id is not null' : 'k.user_id is null');
  return where.length ? `where ${where.join(' and ')}` : '';
}

export function cablesRepository(database: SqlClient) {
  return {
    /** One page of the scope's cables and how many match. */
    async search(scope: TenantScope, query: CableSearch) {
      const params: unknown[] = [];
      const whereSql = whereOf(scope, query, params);
      const filterParams = [...params];
      const add = (value: unknown) => `$${params.push(value)}`;
      const dir = query.sortDir === 'DESC' ? 'desc' : 'asc';
      const [rows, counted] = await Promise.all([
        database.query<CableListRow>(
          `${LIST_SELECT} ${whereSql}
            order by ${SORT_SQL[query.sortField]} ${dir}, k.hardware_id ${dir}, k.id ${dir}
            limit ${add(query.pageSize)} offset ${add(query.pageNumber * query.pageSize)}`,
          params,
        ),
        database.query<{ n: number }>(`select count(*)::int as n from cables k ${whereSql}`, filterParams),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /** Every matching cable in list order, read in keyset batches (for exports). */
    all(scope: TenantScope, query: CableFilter, sort: Pick<CableSearch, 'sortField' | 'sortDir'>): AsyncGenerator<CableListRow> {
      const params: unknown[] = [];
      const whereSql = whereOf(scope, query, params);
      return keysetRows<CableListRow & Record<string, unknown>>(database, {
        sql: `${LIST_SELECT} ${whereSql}`,
        params,
        keys: [SORT_KEY[sort.sortField], 'id'],
        direction: sort.sortDir,
      });
    },

    /** A cable of the scope; locked for a change when asked. */
    async find(scope: TenantScope, id: string, lock = false): Promise<CableListRow | undefined> {
      const params: unknown[] = [id];
      const tenant = scope.companyId ? `and k.company_id = $${params.push(scope.companyId)}` : '';
      if (lock) await database.query(`select k.id from cables k where k.id = $1 ${tenant} for update`, params);
      const rows = await database.query<CableListRow>(`${LIST_SELECT} where k.id = $1 ${tenant}`, params);
      return rows[0];
    },

    async companyExists(companyId: string): Promise<boolean> {
      return (await database.query('select 1 from companies where id = $1', [companyId])).length > 0;
    },

    /** Inserts the cables that are new; answers the hardware IDs it created (the rest existed). */
    async insertMany(companyId: string, cables: (CableFields & { hardwareId: string })[]): Promise<Map<string, string>> {
      const created = new Map<string, string>();
      for (let i = 0; i < cables.length; i += 1000) {
        const batch = cables.slice(i, i + 1000);
        const rows = await database.query<CreatedCableRow>(
          `insert into cables (company_id, hardware_id, status, firmware_version, pincode_reset_required, pincode_master_override)
           select $1, x.hardware_id, x.status, x.firmware_version, x.reset, x.override
             from unnest($2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[])
                  as x(hardware_id, status, firmware_version, reset, override)
           on conflict (hardware_id) do nothing
           returning id, hardware_id`,
          [
            companyId,
            batch.map((c) => c.hardwareId),
            batch.map((c) => c.status),
            batch.map((c) => c.firmwareVersion),
            batch.map((c) => c.pincodeResetRequired),
            batch.map((c) => c.pincodeMasterOverride),
          ],
        );
        for (const r of rows) created.set(r.hardware_id, r.id);
      }
      return created;
    },

    async update(companyId: string, id: string, f: CableFields) {
      await database.query(
        `update cables set status = $3, firmware_version = $4, pincode_reset_required = $5, pincode_master_override = $6, updated_at = now()
          where company_id = $1 and id = $2`,
        [companyId, id, f.status, f.firmwareVersion, f.pincodeResetRequired, f.pincodeMasterOverride],
      );
    },

    /** The cable goes to another company: its open assignment closes and it has no driver there. */
    async moveToCompany(fromCompanyId: string, id: string, toCompanyId: string, at: Date) {
      await database.query(
        `update cable_assignments set unassigned_at = $3, updated_at = now()
          where company_id = $1 and cable_id = $2 and unassigned_at is null`,
        [fromCompanyId, id, at],
      );
      await database.query('update cables set company_id = $3, user_id = null, updated_at = now() where company_id = $1 and id = $2', [
        fromCompanyId,
        id,
        toCompanyId,
      ]);
    },

    /** Which driver had the cable when, newest first; only the scope's own assignments. */
    async history(scope: TenantScope, cableId: string): Promise<AssignmentRow[]> {
      const params: unknown[] = [cableId];
      const tenant = scope.companyId ? `and a.company_id = $${params.push(scope.companyId)}` : '';
      return database.query<AssignmentRow>(
        `${ASSIGNMENT_SELECT} where a.cable_id = $1 ${tenant} order by a.assigned_at desc, a.id desc`,
        params,
      );
    },

    /** Which cables the user had when, newest first; only the scope's own assignments. */
    async userHistory(scope: TenantScope, userId: string): Promise<AssignmentRow[]> {
      const params: unknown[] = [userId];
      const tenant = scope.companyId ? `and a.company_id = $${params.push(scope.companyId)}` : '';
      return database.query<AssignmentRow>(
        `${ASSIGNMENT_SELECT} where a.user_id = $1 ${tenant} order by a.assigned_at desc, a.id desc`,
        params,
      );
    },

    /** A user of the scope (any role): the user history's subject. */
    async userExists(scope: TenantScope, userId: string): Promise<boolean> {
      const params: unknown[] = [userId];
      const tenant = scope.companyId ? `and company_id = $${params.push(scope.companyId)}` : '';
      return (await database.query(`select 1 from users where id = $1 ${tenant}`, params)).length > 0;
    },
  };
}
export type CablesRepository = ReturnType<typeof cablesRepository>;
