import {
  CHARGING_SESSION_SORT_FIELDS,
  CURRENCIES,
  REVIEW_STATUSES,
  REVIEW_TAGS,
  REVIEW_TYPES,
  type Currency,
  type ReviewStatus,
  type ReviewTag,
  type ReviewType,
} from '@fleetwatt/shared';
import { useListParams } from '../../../lib/use-list-params.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(list: readonly T[], v: string | undefined): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

export const SESSION_FILTERS = ['driverId', 'companyId', 'search', 'reimbursable', 'reviewStatus', 'reviewType', 'reviewTag', 'errorCode', 'currency'] as const;

/**
 * Page, sort and filters of a session list, from the URL; only values the server takes leave the
 * page (a hand-edited URL falls back to "all").
 */
export function useSessionList() {
  const list = useListParams({
    sortFields: CHARGING_SESSION_SORT_FIELDS,
    defaultSort: { field: 'startDate', dir: 'DESC' },
    filters: SESSION_FILTERS,
  });
  const f = list.filters;
  const errorCode = /^[0-5]$/.test(f.errorCode) ? Number(f.errorCode) : undefined;
  const filters = {
    ...(UUID.test(f.driverId) ? { driverId: f.driverId } : {}),
    ...(UUID.test(f.companyId) ? { companyId: f.companyId } : {}),
    ...(f.search ? { search: f.search } : {}),
    ...(f.reimbursable === 'true' || f.reimbursable === 'false' ? { reimbursable: f.reimbursable as 'true' | 'false' } : {}),
    ...(oneOf<ReviewStatus>(REVIEW_STATUSES, f.reviewStatus) ? { reviewStatus: f.reviewStatus as ReviewStatus } : {}),
    ...(oneOf<ReviewType>(REVIEW_TYPES, f.reviewType) ? { reviewType: f.reviewType as ReviewType } : {}),
    ...(oneOf<ReviewTag>(REVIEW_TAGS, f.reviewTag) ? { reviewTag: f.reviewTag as ReviewTag } : {}),
    ...(errorCode !== undefined ? { errorCode } : {}),
  };
  const currency = oneOf<Currency>(CURRENCIES, f.currency);
  const paging = { pageNumber: list.pageNumber, pageSize: list.pageSize, sortField: list.sortField, sortDir: list.sortDir };
  return { list, filters, currency, paging };
}
