import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: no retry, no refetch on window focus, stale and cache time zero. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0, gcTime: 0 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
