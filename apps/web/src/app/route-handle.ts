import { useMatches } from 'react-router';

/** What a route tells the layout: the key of its title under pages.<page>.title. */
export interface RouteHandle {
  page?: string;
}

/** The page key of the deepest matched route that has one. */
export function usePageKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i]?.handle as RouteHandle | undefined)?.page;
    if (page) return page;
  }
  return undefined;
}
