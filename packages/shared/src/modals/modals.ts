import { z } from 'zod';
import { MODAL_IDS } from '../common/enums.ts';

export * from './modal-visibility.ts';

/**
 * Announcement modals of the home dashboard (spec section 2). A modal is shown while it is not
 * seen, or seen without "don't show again".
 */
export const ZModalState = z.object({
  modalId: z.enum(MODAL_IDS),
  seen: z.boolean(),
  dontShowAgain: z.boolean(),
});
export type ModalState = z.infer<typeof ZModalState>;

/** GET /backend/account/modals: one entry for every modal id, in the order of MODAL_IDS. */
export const ZModalStates = z.array(ZModalState);

export const ZModalParams = z.object({ modalId: z.enum(MODAL_IDS) });

/** PUT /backend/account/modals/{modalId}: mark it seen, and whether to show it again. */
export const ZModalSeenInput = z.object({ dontShowAgain: z.boolean().default(false) });
export type ModalSeenInput = z.infer<typeof ZModalSeenInput>;
export type ModalSeenInputRaw = z.input<typeof ZModalSeenInput>;
