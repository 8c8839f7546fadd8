import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { nextSort, parseListParams, useListParams } from './use-list-params.ts';

describe('nextSort: the sort toggle rule', () => {
  it('a new column sorts ascending', () => {
    expect(nextSort({ field: 'name', dir: 'ASC' }, 'country')).toEqual({ field: 'country', dir: 'ASC' });
    expect(nextSort({ field: 'name', dir: 'DESC' }, 'country')).toEqual({ field: 'country', dir: 'ASC' });
    expect(nextSort(null, 'country')).toEqual({ field: 'country', dir: 'ASC' });
  });
  it('the ascending column turns descending, a descending one ascending again', () => {
    expect(nextSort({ field: 'name', dir: 'ASC' }, 'name')).toEqual({ field: 'name', dir: 'DESC' });
    expect(nextSort({ field: 'name', dir: 'DESC' }, 'name')).toEqual({ field: 'name', dir: 'ASC' });
  });
});

const options = {
  sortFields: ['name', 'createdAt'] as const,
  defaultSort: { field: 'name' as const, dir: 'ASC' as const },
  defaultPageSize: 25,
  filters: ['name'] as const,
};

describe('parseListParams', () => {
  it('reads page, size, sort and filters', () => {
    const state = parseListParams(new URLSearchParams('page=3&size=100&sort=createdAt&dir=DESC&name=volt'), options);
    expect(state).toEqual({ pageNumber: 3, pageSize: 100, sortField: 'createdAt', sortDir: 'DESC', filters: { name: 'volt' } });
  });
  it('falls back to the defaults for anything malformed', () => {
    const state = parseListParams(new URLSearchParams('page=-1&size=0&sort=password&dir=UP'), options);
    expect(state).toEqual({ pageNumber: 0, pageSize: 25, sortField: 'name', sortDir: 'ASC', filters: { name: '' } });
    expect(parseListParams(new URLSearchParams('page=1.5&size=999'), options)).toMatchObject({ pageNumber: 0, pageSize: 25 });
  });
});

function setup(initial: string) {
  let location = '';
  const Probe = () => {
    location = useLocation().search;
    return null;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/list${initial}`]}>
      {children}
      <Probe />
    </MemoryRouter>
  );
  const hook = renderHook(() => useListParams(options), { wrapper });
  return { hook, search: () => new URLSearchParams(location) };
}

describe('useListParams', () => {
  it('keeps the list in the URL and builds the API query', () => {
    const { hook } = setup('?page=2&name=volt');
    expect(hook.result.current.query).toEqual({ pageNumber: 2, pageSize: 25, sortField: 'name', sortDir: 'ASC', name: 'volt' });
    expect(hook.result.current.filterQuery).toEqual({ sortField: 'name', sortDir: 'ASC', name: 'volt' });
  });

  it('changing a filter starts again on page 0', () => {
    const { hook, search } = setup('?page=4&name=volt');
    act(() => hook.result.current.setFilter('name', 'alpen'));
    expect(search().get('name')).toBe('alpen');
    expect(search().has('page')).toBe(false);
    expect(hook.result.current.pageNumber).toBe(0);
    act(() => hook.result.current.setFilter('name', ''));
    expect(search().has('name')).toBe(false);
    expect(hook.result.current.query).not.toHaveProperty('name');
  });

  it('pages, and a sort toggles ascending then descending', () => {
    const { hook, search } = setup('');
    act(() => hook.result.current.setPage(3));
    expect(search().get('page')).toBe('3');
    act(() => hook.result.current.toggleSort('createdAt'));
    expect(hook.result.current.sort).toEqual({ field: 'createdAt', dir: 'ASC' });
    expect(search().has('page')).toBe(false);
    act(() => hook.result.current.toggleSort('createdAt'));
    expect(hook.result.current.sort).toEqual({ field: 'createdAt', dir: 'DESC' });
    expect(search().get('dir')).toBe('DESC');
    act(() => hook.result.current.setPageSize(50));
    expect(hook.result.current.pageSize).toBe(50);
  });
});
