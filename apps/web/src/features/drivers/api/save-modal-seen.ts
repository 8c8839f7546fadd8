import { useMutation } from '@tanstack/react-query';
import type { ModalId, ModalSeenInput } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /backend/account/modals/{modalId}: the modal was seen; with dontShowAgain it stays closed for good. */
export function saveModalSeen({ modalId, body }: { modalId: ModalId; body: ModalSeenInput }): Promise<unknown> {
  return apiFetch<unknown>(`/account/modals/${encodeURIComponent(modalId)}`, { method: 'PUT', body });
}

export function useSaveModalSeen() {
  return useMutation({ mutationFn: saveModalSeen });
}
