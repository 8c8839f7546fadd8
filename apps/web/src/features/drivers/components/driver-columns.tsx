import { Group } from '@mantine/core';
import type { DriverListItem } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { CompletenessBadge } from './completeness-badge.tsx';
import { driverName } from './driver-target.ts';
import { PaymentPlusBadge } from './payment-plus-badge.tsx';
import { CompanyLink, DriverLink } from '../../../components/ui/entity-links.tsx';

/** The driver's company, linking to its page; sorts by company name. */
export function companyColumn(header: string): DataTableColumn<DriverListItem> {
  return {
    key: 'company',
    sortField: 'companyName',
    header,
    sortable: true,
    cell: (d) =>
      d.companyId ? (
        <CompanyLink id={d.companyId}>{d.companyName}</CompanyLink>
      ) : (
        EMPTY_VALUE
      ),
  };
}

/** The driver's name linking to the driver page, with the Payment+ badge for administrators. */
export function driverNameColumn(
  key: string,
  header: string,
  { isAdministrator, withCompleteness = false }: { isAdministrator: boolean; withCompleteness?: boolean },
): DataTableColumn<DriverListItem> {
  return {
    key,
    sortField: 'userName',
    header,
    sortable: true,
    cell: (d) => (
      <Group gap={6} wrap="wrap">
        <DriverLink id={d.id} fw={500}>{driverName(d)}</DriverLink>
        {isAdministrator && d.isPaymentPlus && <PaymentPlusBadge />}
        {withCompleteness && <CompletenessBadge completeness={d.completeness} />}
      </Group>
    ),
  };
}
