import { useMutation } from '@tanstack/react-query';
import type { ExternalSessionImport, ExternalSessionImportResult } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateSessions } from './keys.ts';

/** POST /backend/charging-sessions/external/import: public-charging sessions from a CSV file. */
export async function importExternalSessions(body: ExternalSessionImport): Promise<ExternalSessionImportResult> {
  return apiFetch<ExternalSessionImportResult>('/charging-sessions/external/import', { method: 'POST', body });
}

export function useImportExternalSessions() {
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: importExternalSessions, onSuccess: invalidate });
}
