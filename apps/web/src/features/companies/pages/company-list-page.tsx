import { Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_SORT_FIELDS, type CompanyListItem } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCompanies } from '../api/get-companies.ts';
import { CreateCompanyButton } from '../components/company-create-dialog.tsx';
import { CompanyLink } from '../../../components/ui/entity-links.tsx';

const SEARCH_PATH = '/companies/search';

/** /dashboard/company: every company for administrators, searchable by name, sortable, exportable; new ones are created here. */
export default function CompanyListPage() {
  const { t } = useTranslation('companies');
  const format = useFormat();
  const list = useListParams({
    sortFields: COMPANY_SORT_FIELDS,
    defaultSort: { field: 'name', dir: 'ASC' },
    filters: ['name'] as const,
  });
  const companies = useCompanies(list.query);

  const columns: DataTableColumn<CompanyListItem>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      cell: (c) => (
        <CompanyLink id={c.id} fw={500}>{c.name}</CompanyLink>
      ),
    },
    { key: 'country', header: t('columns.country'), sortable: true, cell: (c) => t(`countries.${c.country}`) },
    {
      key: 'subscriptionType',
      header: t('columns.subscriptionType'),
      sortable: true,
      cell: (c) => (
        <Badge variant="light" color={c.subscriptionType === 'PRO' ? 'violet' : 'gray'}>
          {t(`subscriptionTypes.${c.subscriptionType}`)}
        </Badge>
      ),
    },
    {
      key: 'parentName',
      header: t('columns.parentName'),
      cell: (c) =>
        c.parentId ? (
          <CompanyLink id={c.parentId}>{c.parentName}</CompanyLink>
        ) : (
          EMPTY_VALUE
        ),
    },
    { key: 'createdAt', header: t('columns.createdAt'), sortable: true, cell: (c) => format.date(c.createdAt) },
  ];

  return (
    <Stack gap="md">
      {/* The page title stands in the header; search and export share the toolbar. */}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchInput
          value={list.filters.name}
          onSearch={(name) => list.setFilter('name', name)}
          placeholder={t('list.searchPlaceholder')}
          maw={360}
          flex={1}
        />
        <Group gap="sm">
          <ExportButton path={SEARCH_PATH} query={list.filterQuery} zip />
          <CreateCompanyButton />
        </Group>
      </Group>
      <ListTable
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(c) => c.id}
        emptyText={t('list.empty')}
        list={list}
        query={companies}
        pageSizeOptions={[25, 50, 100, 200]}
      />
    </Stack>
  );
}
