import type { ChargingSession, ChargingSessionSortField } from '@fleetwatt/shared';
import { ListTable, type ListTableProps } from '../../../components/ui/list-table.tsx';

/** How many sessions a page of the session lists may show. */
const PAGE_SIZES = [10, 25, 50, 100, 200];

/** The table of a charging session list: sorted and paged by the URL, a row per session, 10 to 200 a page. */
export function SessionsTable(props: Omit<ListTableProps<ChargingSession, ChargingSessionSortField>, 'rowKey' | 'pageSizeOptions'>) {
  return <ListTable {...props} rowKey={(s) => s.id} pageSizeOptions={PAGE_SIZES} />;
}
