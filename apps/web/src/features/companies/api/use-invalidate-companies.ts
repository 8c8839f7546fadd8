import { useQueryClient } from '@tanstack/react-query';
import { companyKeys } from './get-companies.ts';

/** Spec section 7: a company change refreshes the cached company search and detail (and summary). */
export function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.all });
}
