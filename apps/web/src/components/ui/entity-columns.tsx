import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table.tsx';
import { CompanyLink, DriverLink } from './entity-links.tsx';

interface EntityColumnOptions<T> {
  /** The column's key, and what it sorts by unless `sortField` says otherwise. */
  key: string;
  sortField?: string;
  header: ReactNode;
  /** The company's or driver's id on a row. */
  id: (row: T) => string;
  /** The name shown as the link. */
  name: (row: T) => ReactNode;
  fw?: number;
}

/** A sortable list column with the row's company name linking to the company's page. */
export function companyColumn<T>({ id, name, fw, ...column }: EntityColumnOptions<T>): DataTableColumn<T> {
  return {
    ...column,
    sortable: true,
    cell: (r) => (
      <CompanyLink id={id(r)} size="sm" fw={fw}>
        {name(r)}
      </CompanyLink>
    ),
  };
}

/** A sortable list column with the row's driver name linking to the driver's page. */
export function driverColumn<T>({ id, name, fw, ...column }: EntityColumnOptions<T>): DataTableColumn<T> {
  return {
    ...column,
    sortable: true,
    cell: (r) => (
      <DriverLink id={id(r)} size="sm" fw={fw}>
        {name(r)}
      </DriverLink>
    ),
  };
}
