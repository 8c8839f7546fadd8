import { useMutation } from '@tanstack/react-query';
import type { DocumentInfo } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /backend/documents: the bill of a driver (multipart), checked again by the server. */
export async function uploadTariffDocument({ file, userId }: { file: File; userId: string }): Promise<DocumentInfo> {
  const form = new FormData();
  form.append('userId', userId);
  form.append('file', file, file.name);
  return apiFetch<DocumentInfo>('/documents', { method: 'POST', body: form });
}

export function useUploadTariffDocument() {
  return useMutation({ mutationFn: uploadTariffDocument });
}
