import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the team area; every team change invalidates `teamKeys.all`. */
export const teamKeys = {
  all: areaKeys.team,
  /** The team of the company selected in the header (null: the administrators). */
  list: (companyId: string | null) => [...teamKeys.all, 'list', companyId] as const,
  /** The fleet managers of one company named by id (its company page). */
  company: (companyId: string) => [...teamKeys.all, 'company', companyId] as const,
};
