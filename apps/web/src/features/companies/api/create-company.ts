import { useMutation } from '@tanstack/react-query';
import type { Company, CreateCompany } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateCompanies } from './use-invalidate-companies.ts';

/** POST /backend/companies (administrators): answers the new company. */
export async function createCompany(body: CreateCompany): Promise<Company> {
  return apiFetch<Company>('/companies', { method: 'POST', body });
}

export function useCreateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: createCompany, onSuccess: invalidate });
}
