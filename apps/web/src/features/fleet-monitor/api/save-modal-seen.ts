import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModalId, ModalSeenInput } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { modalKeys } from './get-modal-states.ts';

/** PUT /backend/account/modals/{modalId}: the modal was seen; with dontShowAgain it stays closed for good. */
export function saveModalSeen({ modalId, body }: { modalId: ModalId; body: ModalSeenInput }): Promise<unknown> {
  return apiFetch<unknown>(`/account/modals/${encodeURIComponent(modalId)}`, { method: 'PUT', body });
}

export function useSaveModalSeen() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveModalSeen, onSuccess: () => queryClient.invalidateQueries({ queryKey: modalKeys.all }) });
}
