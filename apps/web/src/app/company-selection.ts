import { useSyncExternalStore } from 'react';
import type { CompanyRef } from '@fleetwatt/shared';
import { setChildCompanyId } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';

/** The company a user has switched into (spec section 2, company selector); null is their own, or all for administrators. */
export type CompanySelection = CompanyRef | null;

const STORAGE_KEY = 'fleetwatt.selectedCompany';
const listeners = new Set<() => void>();
let current: CompanySelection = null;

function read(): CompanySelection {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CompanyRef>;
    return typeof value.id === 'string' && typeof value.name === 'string' ? { id: value.id, name: value.name } : null;
  } catch {
    return null;
  }
}

function apply(next: CompanySelection) {
  current = next;
  if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else sessionStorage.removeItem(STORAGE_KEY);
  setChildCompanyId(next?.id ?? null);
  listeners.forEach((l) => l());
}

/** Picks up the selection this tab had before a reload, before the first API call goes out. */
export function restoreCompanySelection() {
  current = read();
  setChildCompanyId(current?.id ?? null);
}

/** Switches company: every later call carries X-Child-Company-Id, and no cached data of the old one survives. */
export function selectCompany(next: CompanySelection) {
  if ((next?.id ?? null) === (current?.id ?? null)) return;
  apply(next);
  queryClient.clear();
}

/** Forgets the selection without touching the cache (sign-out clears that itself). */
export function clearCompanySelection() {
  apply(null);
}

export function getCompanySelection(): CompanySelection {
  return current;
}

export function useCompanySelection(): CompanySelection {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
