import type { ModalId } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { RowOf } from '../../db/rows.ts';
import type { modalSeen } from '../../db/schema/index.ts';

export type ModalSeenRow = RowOf<typeof modalSeen, 'modal_id' | 'dont_show_again'>;

export function modalsRepository(db: SqlClient) {
  return {
    /** The modals the user has seen. */
    seen(userId: string) {
      return db.query<ModalSeenRow>('select modal_id, dont_show_again from modal_seen where user_id = $1', [userId]);
    },

    /** Marks a modal seen now; seeing it again updates the time and the choice. */
    async markSeen(userId: string, modalId: ModalId, dontShowAgain: boolean): Promise<ModalSeenRow> {
      const rows = await db.query<ModalSeenRow>(
        `insert into modal_seen (user_id, modal_id, dont_show_again, seen_at) values ($1, $2, $3, now())
         on conflict (user_id, modal_id) do update set dont_show_again = excluded.dont_show_again, seen_at = excluded.seen_at
         returning modal_id, dont_show_again`,
        [userId, modalId, dontShowAgain],
      );
      return rows[0]!;
    },
  };
}
export type ModalsRepository = ReturnType<typeof modalsRepository>;
