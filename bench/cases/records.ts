/**
 * The benchmark's cases for the fleet's records (cables, licenses, tariffs, vehicles, companies,
 * wallboxes): each list with every sort its page offers on page 1, the default sort's last page, its
 * text search and its filters, for the company with 2,000 drivers and across all companies (the
 * vehicles and companies pages are the administrators' only); and a driver's own pages.
 */
import {
  CABLE_SORT_FIELDS,
  COMPANY_SORT_FIELDS,
  LICENSE_SORT_FIELDS,
  TARIFF_SORT_FIELDS,
  VEHICLE_SORT_FIELDS,
  WALLBOX_SORT_FIELDS,
} from '@fleetwatt/shared';
import type { CaseContext, ReadCase, Scope, Who } from '../cases.ts';

const WHO: Record<Scope, Who> = { company: 'manager', all: 'admin' };
const scopeName = (s: Scope) => (s === 'company' ? 'one company' : 'all companies');
const NAMES = new Set(['hardwareId', 'status', 'type', 'name', 'country', 'subscriptionType', 'make', 'model', 'driver', 'company', 'driverName', 'companyName', 'identity', 'connectionStatus', 'chargingStatus']);
const dirOf = (field: string) => (NAMES.has(field) ? 'ASC' : 'DESC');

interface RecordList {
  label: string;
  url: string;
  fields: readonly string[];
  scopes: Scope[];
  search?: { param: string; text: string };
  filters?: { name: string; query: string }[];
}

function recordCases(list: RecordList): ReadCase[] {
  const cases: ReadCase[] = [];
  const add = (name: string, scope: Scope, query: string, page: ReadCase['page'] = 0) =>
    cases.push({
      kind: 'read',
      name: `${list.label}, ${name}, ${scopeName(scope)}`,
      who: WHO[scope],
      scope,
      page,
      path: (_c, p) => `${list.url}?${query}${query ? '&' : ''}pageNumber=${p}&pageSize=50`,
    });
  for (const scope of list.scopes) {
    for (const field of list.fields) add(`${field} ${dirOf(field)}, page 1`, scope, `sortField=${field}&sortDir=${dirOf(field)}`);
    const first = list.fields[0]!;
    add(`${first} ${dirOf(first)}, last page`, scope, `sortField=${first}&sortDir=${dirOf(first)}`, 'last');
    if (list.search) add(`search "${list.search.text}"`, scope, `${list.search.param}=${encodeURIComponent(list.search.text)}`);
    for (const filter of list.filters ?? []) add(filter.name, scope, filter.query);
  }
  return cases;
}

const BOTH: Scope[] = ['company', 'all'];

export const RECORD_CASES: ReadCase[] = [
  ...recordCases({
    label: 'cables',
    url: '/backend/cables/search',
    fields: CABLE_SORT_FIELDS,
    scopes: BOTH,
    search: { param: 'hardwareId', text: '0042' },
    filters: [{ name: 'not assigned', query: 'assigned=false' }],
  }),
  ...recordCases({
    label: 'licenses',
    url: '/backend/licenses/search',
    fields: LICENSE_SORT_FIELDS,
    scopes: BOTH,
    search: { param: 'q', text: 'hofer' },
    filters: [{ name: 'active home charging', query: 'status=ACTIVE&type=HOME_CHARGING' }],
  }),
  ...recordCases({
    label: 'tariffs',
    url: '/backend/tariffs/search',
    fields: TARIFF_SORT_FIELDS,
    scopes: BOTH,
    filters: [{ name: 'pending', query: 'status=PENDING' }],
  }),
  ...recordCases({
    label: 'vehicles',
    url: '/backend/vehicles/search',
    fields: ['lastSeenAt', ...VEHICLE_SORT_FIELDS.filter((f) => f !== 'lastSeenAt')],
    scopes: ['all'],
    search: { param: 'search', text: 'hofer' },
    filters: [{ name: 'connected', query: 'connectionStatus=CONNECTED' }],
  }),
  ...recordCases({
    label: 'companies',
    url: '/backend/companies/search',
    fields: COMPANY_SORT_FIELDS,
    scopes: ['all'],
    search: { param: 'name', text: 'large' },
  }),
  ...recordCases({
    label: 'wallboxes',
    url: '/backend/wallboxes',
    fields: WALLBOX_SORT_FIELDS,
    scopes: BOTH,
  }),
];

/** A driver's own pages (the app and the driver's web pages): one driver's rows of a company. */
const driver = (name: string, path: (c: CaseContext, page: number) => string, page: ReadCase['page'] = 0): ReadCase => ({
  kind: 'read',
  name: `the driver's own ${name}`,
  who: 'driver',
  scope: 'company',
  page,
  path,
});

export const DRIVER_CASES: ReadCase[] = [
  driver('sessions, month, page 1', (c, p) => `/backend/me/charging-sessions?year=${c.month.year}&month=${c.month.month}&pageNumber=${p}&pageSize=50`),
  driver('sessions, year, page 1', (c, p) => `/backend/me/charging-sessions?year=${c.year}&pageNumber=${p}&pageSize=50`),
  driver('sessions, year, last page', (c, p) => `/backend/me/charging-sessions?year=${c.year}&pageNumber=${p}&pageSize=50`, 'last'),
  driver('tariffs', () => '/backend/me/tariffs'),
];
