import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  issueMessage,
  totalPages,
  type CreateInvites,
  type CreateInvitesResult,
  type Invite,
  type InviteAnswer,
  type InvitePage,
  type InviteSearch,
  type Language,
  type PublicInvite,
  type SentInvite,
  type SkippedInvite,
} from '@fleetwatt/shared';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import { inviteMail } from './invite-mail.ts';
import type { InviteListRow, InviteRow, InvitesRepository, NewInvite } from './invites.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Mails sent at the same time for one request: quick for 100 addresses, gentle on the SMTP server. */
const MAIL_CONCURRENCY = 5;
const REVIEW_FIELDS = { en: 'Please review the highlighted fields', de: 'Bitte prüfen Sie die markierten Felder' };

/** 32 random bytes, URL-safe: the invite link is the only key to the invite. */
export const newInviteToken = () => randomBytes(32).toString('base64url');

const iso = (d: Date | string) => new Date(d).toISOString();
const isExpired = (row: Pick<InviteRow, 'status' | 'expires_at'>, now: Date) =>
  row.status === 'PENDING' && new Date(row.expires_at).getTime() <= now.getTime();

function toInvite(row: InviteRow | InviteListRow, now: Date): Invite {
  return {
    companyId: row.company_id,
    companyName: row.company_name,
    dateInsert: iso(row.created_at),
    dateUpdate: iso(row.updated_at),
    email: row.email,
    language: row.language,
    status: row.status === 'PENDING' && new Date(row.expires_at).getTime() <= now.getTime() ? 'EXPIRED' : row.status,
    token: row.token,
    expiresAt: iso(row.expires_at),
  };
}

const invalidToken = () => new AppError(404, 'INVALID_TOKEN', 'This invitation link is not valid.');

/** Refuses an answer to an unknown, already answered or expired invite. */
function assertAnswerable(invite: InviteRow | undefined, now: Date): asserts invite is InviteRow {
  if (!invite) throw invalidToken();
  if (invite.status !== 'PENDING') throw conflict('This invitation has already been answered.', 'INVITE_ALREADY_ANSWERED');
  if (isExpired(invite, now)) {
    throw new AppError(410, 'INVITE_EXPIRED', 'This invitation has expired. Please ask the company to send a new one.');
  }
}

/** Runs fn over items with at most `limit` running at once; answers in item order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface InvitesServiceDeps {
  repo: InvitesRepository;
  mailer: Mailer;
  publicUrl: string;
  expiryDays: number;
  now?: () => Date;
  newToken?: () => string;
}

export function invitesService({ repo, mailer, publicUrl, expiryDays, now = () => new Date(), newToken = newInviteToken }: InvitesServiceDeps) {
  const expiryFrom = (at: Date) => new Date(at.getTime() + expiryDays * DAY_MS);

  async function mail(row: InviteRow): Promise<boolean> {
    const sent = await mailer.send(
      inviteMail({
        companyId: row.company_id,
        companyName: row.company_name,
        email: row.email,
        language: row.language,
        token: row.token,
        expiresAt: new Date(row.expires_at),
        publicUrl,
      }),
    );
    return sent.status === 'SENT';
  }

  return {
    /** The invite list of the scope: 25 per page, newest first unless asked otherwise. */
    async search(scope: TenantScope, query: InviteSearch): Promise<InvitePage> {
      const at = now();
      const { rows, total } = await repo.search(
        scope,
        { email: query.email || undefined, status: query.status },
        { field: query.sortField, dir: query.sortDir },
        { number: query.pageNumber, size: query.pageSize },
        at,
      );
      return { results: rows.map((r) => toInvite(r, at)), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    /**
     * Invites each address once (duplicates in the list collapse, any case). An address that is a
     * driver of the company, has a pending invite here that has not expired, or belongs to a staff
     * account is skipped with the reason. Every new invite is mailed after it is stored.
     */
    async create(scope: TenantScope, principal: Principal, body: CreateInvites, lang: Language): Promise<CreateInvitesResult> {
      if (scope.companyId && body.companyId && body.companyId !== scope.companyId) throw notFound('company');
      const companyId = scope.companyId ?? body.companyId;
      if (!companyId) {
        const issue = { code: 'invalid_type', expected: 'string', input: undefined, path: ['companyId'], message: '' } as z.core.$ZodIssue;
        throw badRequest(REVIEW_FIELDS[lang], [
          { field: 'companyId', message: issueMessage(issue, lang, () => (lang === 'de' ? 'Unternehmen' : 'Company')) },
        ]);
      }
      const company = await repo.company(scope, companyId);
      if (!company) throw notFound('company');

      const unique = new Map<string, string>();
      for (const email of body.emails) if (!unique.has(email.toLowerCase())) unique.set(email.toLowerCase(), email);
      const language = body.language ?? company.language;
      const at = now();

      const { created, result: skipped } = await repo.createMany(company.id, [...unique.values()], (existing) => {
        const skip: SkippedInvite[] = [];
        const invite: NewInvite[] = [];
        for (const [key, email] of unique) {
          const user = existing.users.find((u) => u.email === key);
          if (user && user.role !== 'USER') skip.push({ email, reason: 'NOT_A_DRIVER' });
          else if (user && user.company_id === company.id) skip.push({ email, reason: 'ALREADY_DRIVER' });
          else if (existing.pending.some((p) => p.email === key && new Date(p.expires_at).getTime() > at.getTime())) {
            skip.push({ email, reason: 'ALREADY_INVITED' });
          } else {
            invite.push({
              companyId: company.id,
              token: newToken(),
              email,
              language,
              expiresAt: expiryFrom(at),
              invitedBy: principal.userId,
              now: at,
            });
          }
        }
        return { invite, result: skip };
      });

      const sent = await mapLimit(created, MAIL_CONCURRENCY, mail);
      return {
        created: created.map((row, i): SentInvite => ({ ...toInvite(row, at), emailSent: sent[i]! })),
        skipped,
      };
    },

    /** Administrators only (the route says so); an invite outside the scope is not found. */
    async delete(scope: TenantScope, token: string): Promise<void> {
      if (!(await repo.delete(scope, token))) throw notFound('invite');
    },

    /** A pending invite gets a new expiry and its mail again; an expired one is revived with a new token (decision 0038). */
    async resend(scope: TenantScope, token: string): Promise<SentInvite> {
      const at = now();
      const row = await repo.renew(scope, token, expiryFrom(at), at, newToken());
      if (!row) throw notFound('invite');
      if (row.status !== 'PENDING') throw conflict('This invitation has already been answered.', 'INVITE_ALREADY_ANSWERED');
      return { ...toInvite(row, at), emailSent: await mail(row) };
    },

    /** What the open invite page shows. */
    async publicView(token: string): Promise<PublicInvite> {
      const row = await repo.findByToken(token);
      if (!row) throw invalidToken();
      return {
        companyName: row.company_name,
        email: row.email,
        language: row.language,
        status: row.status,
        expired: isExpired(row, now()),
        expiresAt: iso(row.expires_at),
      };
    },

    /** The driver account with the invite's address joins the company. */
    async accept(token: string): Promise<InviteAnswer> {
      const at = now();
      const row = await repo.answer(token, 'ACCEPTED', at, (invite, account) => {
        assertAnswerable(invite, at);
        if (account?.role !== 'USER') {
          throw conflict(
            'There is no Fleetwatt driver account with this email address. Please register in the Fleetwatt mobile app first.',
            'ACCOUNT_NOT_FOUND',
          );
        }
      });
      return { status: 'ACCEPTED', companyName: row.company_name };
    },

    async reject(token: string): Promise<InviteAnswer> {
      const at = now();
      const row = await repo.answer(token, 'DECLINED', at, (invite) => assertAnswerable(invite, at));
      return { status: 'DECLINED', companyName: row.company_name };
    },
  };
}
export type InvitesService = ReturnType<typeof invitesService>;
