import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CableImport, CableImportResult } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { cableKeys } from './search-cables.ts';

/** POST /backend/cables/import: a CSV of hardware IDs for one company; answers the result of every line. */
export async function importCables(body: CableImport): Promise<CableImportResult> {
  return apiFetch<CableImportResult>('/cables/import', { method: 'POST', body });
}

export function useImportCables() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importCables, onSuccess: () => queryClient.invalidateQueries({ queryKey: cableKeys.all }) });
}
