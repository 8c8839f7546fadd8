import { useMutation } from '@tanstack/react-query';
import type { ErasureResult, HomePlace, Person } from '@fleetwatt/shared';
import { apiFetch, downloadFile } from '../../../lib/api-client.ts';
import { useInvalidateDrivers } from './keys.ts';

const person = (id: string) => `/privacy/people/${encodeURIComponent(id)}`;

/** GET /backend/privacy/people/{id}/export: everything kept about the person, saved as a JSON file. */
export function exportPersonalData(id: string): Promise<string> {
  return downloadFile(`${person(id)}/export`);
}

/** POST /backend/privacy/people/{id}/erasure: the person's email typed again confirms it. */
export function useErasePersonalData(id: string, companyId: string | null) {
  const invalidate = useInvalidateDrivers();
  return useMutation({
    mutationFn: (confirmEmail: string) => apiFetch<ErasureResult>(`${person(id)}/erasure`, { method: 'POST', body: { confirmEmail }, companyId }),
    onSuccess: invalidate,
  });
}

/** PUT /backend/privacy/people/{id}/home-place: the point the car's position is compared with on arrival. */
export function useSaveHomePlace(id: string, companyId: string | null) {
  return useMutation({
    mutationFn: (homePlace: HomePlace | null) => apiFetch<Person>(`${person(id)}/home-place`, { method: 'PUT', body: { homePlace }, companyId }),
  });
}
