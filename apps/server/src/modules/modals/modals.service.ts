import { MODAL_IDS, type ModalId, type ModalState } from '@fleetwatt/shared';
import type { ModalsRepository } from './modals.repository.ts';

export function modalsService(repo: ModalsRepository) {
  return {
    /** Every modal id, seen or not, in the order of MODAL_IDS. */
    async list(userId: string): Promise<ModalState[]> {
      const seen = new Map((await repo.seen(userId)).map((r) => [r.modal_id, r.dont_show_again]));
      return MODAL_IDS.map((modalId) => ({ modalId, seen: seen.has(modalId), dontShowAgain: seen.get(modalId) ?? false }));
    },

    async markSeen(userId: string, modalId: ModalId, dontShowAgain: boolean): Promise<ModalState> {
      const row = await repo.markSeen(userId, modalId, dontShowAgain);
      return { modalId: row.modal_id, seen: true, dontShowAgain: row.dont_show_again };
    },
  };
}
