import { useMutation } from '@tanstack/react-query';
import type { Language } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export interface Preferences {
  language: Language;
}

/** PUT /backend/account/preferences: the user's language (answers 204). */
export function updatePreferences(body: Preferences): Promise<void> {
  return apiFetch<void>('/account/preferences', { method: 'PUT', body });
}

export function useUpdatePreferences() {
  return useMutation({ mutationFn: updatePreferences });
}
