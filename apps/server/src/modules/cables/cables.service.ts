import { totalPages, type CableListItem, type CableSearch, type Paged } from '@fleetwatt/shared';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { CableListRow, cablesRepository } from './cables.repository.ts';

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

export function cablesService(repo: ReturnType<typeof cablesRepository>) {
  return {
    async search(scope: TenantScope, query: CableSearch): Promise<Paged<CableListItem>> {
      const { rows, total } = await repo.search(scope, query);
      return { results: rows.map(toItem), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },
  };
}
