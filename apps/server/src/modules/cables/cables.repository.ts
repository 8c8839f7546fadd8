import type { CableSearch } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { likePattern } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

export interface CableListRow {
  id: string;
  hardware_id: string;
  status: 'ACTIVE' | 'INACTIVE';
  company_id: string;
  company_name: string;
  user_id: string | null;
  user_name: string | null;
  firmware_version: string | null;
  pincode_reset_required: boolean;
  pincode_master_override: boolean;
  created_at: Date;
}

const SORT_SQL: Record<CableSearch['sortField'], string> = {
  hardwareId: 'k.hardware_id',
  status: 'k.status',
  createdAt: 'k.created_at',
};

export function cablesRepository(database: Database) {
  return {
    /** One page of the scope's cables and how many match. */
    async search(scope: TenantScope, query: CableSearch) {
      const params: unknown[] = [];
      const where: string[] = [];
      const add = (value: unknown) => `$${params.push(value)}`;
      if (scope.companyId) where.push(`k.company_id = ${add(scope.companyId)}`);
      if (query.companyId) where.push(`k.company_id = ${add(query.companyId)}`);
      if (query.hardwareId) where.push(`k.hardware_id ilike ${add(likePattern(query.hardwareId))} escape '\\'`);
      if (query.status) where.push(`k.status = ${add(query.status)}`);
      if (query.assigned) where.push(query.assigned === 'true' ? 'k.user_id is not null' : 'k.user_id is null');
      const whereSql = where.length ? `where ${where.join(' and ')}` : '';
      const filterParams = [...params];
      const dir = query.sortDir === 'DESC' ? 'desc' : 'asc';
      const [rows, counted] = await Promise.all([
        database.query<CableListRow>(
          `select k.id, k.hardware_id, k.status, k.company_id, c.name as company_name, k.user_id,
                  nullif(trim(u.first_name || ' ' || u.last_name), '') as user_name, k.firmware_version,
                  k.pincode_reset_required, k.pincode_master_override, k.created_at
             from cables k
             join companies c on c.id = k.company_id
             left join users u on u.id = k.user_id
             ${whereSql}
            order by ${SORT_SQL[query.sortField]} ${dir}, k.hardware_id ${dir}, k.id ${dir}
            limit ${add(query.pageSize)} offset ${add(query.pageNumber * query.pageSize)}`,
          params,
        ),
        database.query<{ n: number }>(`select count(*)::int as n from cables k ${whereSql}`, filterParams),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },
  };
}
