import type { StaffRole } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { teamRepository } from './team.repository.ts';
import { hashTeamInviteToken, inviteRefusal } from './team.service.ts';

export interface InviteForSignUp {
  email: string;
  role: StaffRole;
  companyName: string | null;
}

/**
 * What the identity provider's sign-up needs of a team invite: the link proves the address, so an
 * account made through it joins the invite's company with the invite's role at once.
 */
export function teamInviteSignUp(database: Database) {
  const repo = teamRepository(database);
  return {
    /** The invite of a link that can still be used, else undefined. */
    async find(token: string): Promise<InviteForSignUp | undefined> {
      const invite = await repo.inviteByTokenHash(hashTeamInviteToken(token));
      if (!invite || inviteRefusal(invite, new Date())) return undefined;
      return { email: invite.email, role: invite.role, companyName: invite.company_name };
    },

    /** Makes the account and answers the invite in one transaction; undefined when the link is no longer usable. */
    async join(
      token: string,
      account: { firstName: string; lastName: string; passwordHash: string; preferredLanguage: string },
    ): Promise<string | undefined> {
      const invite = await repo.inviteByTokenHash(hashTeamInviteToken(token));
      if (!invite || inviteRefusal(invite, new Date())) return undefined;
      return repo.accept(invite.id, { newAccount: { ...account, email: invite.email } });
    },
  };
}
