import { z } from 'zod';
import { COMPANY_LANGUAGES, INVITE_STATUSES, SORT_DIRECTIONS } from '../common/enums.ts';
import { MAX_PAGE_SIZE, zListQuery, zPaged } from '../common/paging.ts';

/** Spec section 9: the invite table shows 25 rows, newest first. */
export const INVITE_PAGE_SIZE = 25;
/** How many addresses one invitation request may carry. */
export const INVITE_MAX_EMAILS = 100;
/** The longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The status a list shows: the stored one, or EXPIRED for a pending invite past its expiry. */
export const INVITE_LIST_STATUSES = [...INVITE_STATUSES, 'EXPIRED'] as const;
export type InviteListStatus = (typeof INVITE_LIST_STATUSES)[number];

export const INVITE_SORT_FIELDS = ['dateInsert', 'email', 'status'] as const;
export type InviteSortField = (typeof INVITE_SORT_FIELDS)[number];

/** Problem codes of the invite calls, beside the common ones. */
export const INVITE_ERROR_CODES = ['INVALID_TOKEN', 'INVITE_EXPIRED', 'INVITE_ALREADY_ANSWERED', 'ACCOUNT_NOT_FOUND'] as const;
export type InviteErrorCode = (typeof INVITE_ERROR_CODES)[number];

/** Why an address of an invitation request got no invite. */
export const INVITE_SKIP_REASONS = [
  /** A driver of this company already has this address. */
  'ALREADY_DRIVER',
  /** A pending invite of this company that has not expired is addressed to it. */
  'ALREADY_INVITED',
  /** The address belongs to a fleet manager or administrator, who cannot join as a driver. */
  'NOT_A_DRIVER',
] as const;
export type InviteSkipReason = (typeof INVITE_SKIP_REASONS)[number];

/** One address as typed or pasted: surrounding blanks ignored, then a valid email address. */
export const ZInviteEmail = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());

/** Whether a typed address would be accepted (the dialog highlights the chips that would not). */
export function isValidInviteEmail(value: string): boolean {
  return ZInviteEmail.safeParse(value).success;
}

/**
 * POST /backend/invites: one or several addresses (spec section 5), the language of the mail and
 * of the invite page (the company's when not given), and the company for administrators who have
 * not selected one.
 */
export const ZCreateInvites = z
  .object({
    emails: z.array(ZInviteEmail).min(1).max(INVITE_MAX_EMAILS),
    language: z.enum(COMPANY_LANGUAGES).optional(),
    companyId: z.uuid().optional(),
  })
  .strict();
export type CreateInvites = z.infer<typeof ZCreateInvites>;
export type CreateInvitesInput = z.input<typeof ZCreateInvites>;

/**
 * GET /backend/invites/search: 25 per page, newest first unless asked otherwise; part of the
 * address in any case; one status (EXPIRED = pending past its expiry).
 */
export const ZInviteSearch = zListQuery(INVITE_SORT_FIELDS, 'dateInsert').extend({
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(INVITE_PAGE_SIZE),
  sortDir: z.enum(SORT_DIRECTIONS).default('DESC'),
  email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  status: z.enum(INVITE_LIST_STATUSES).optional(),
});
export type InviteSearch = z.infer<typeof ZInviteSearch>;
export type InviteSearchInput = z.input<typeof ZInviteSearch>;

/** An invite as the staff list shows it (spec section 3), with its expiry. */
export const ZInvite = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  dateInsert: z.iso.datetime(),
  dateUpdate: z.iso.datetime(),
  email: z.string(),
  language: z.enum(COMPANY_LANGUAGES),
  status: z.enum(INVITE_LIST_STATUSES),
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type Invite = z.infer<typeof ZInvite>;

export const ZInvitePage = zPaged(ZInvite);
export type InvitePage = z.infer<typeof ZInvitePage>;

/** An invite just written, and whether its mail went out (false: it is in the outbox as FAILED). */
export const ZSentInvite = ZInvite.extend({ emailSent: z.boolean() });
export type SentInvite = z.infer<typeof ZSentInvite>;

export const ZSkippedInvite = z.object({ email: z.string(), reason: z.enum(INVITE_SKIP_REASONS) });
export type SkippedInvite = z.infer<typeof ZSkippedInvite>;

/** The answer to POST /backend/invites: the invites made and the addresses left out, with why. */
export const ZCreateInvitesResult = z.object({
  created: z.array(ZSentInvite),
  skipped: z.array(ZSkippedInvite),
});
export type CreateInvitesResult = z.infer<typeof ZCreateInvitesResult>;

/** The invite page's token in the path. */
export const ZInviteToken = z.object({ token: z.string().min(1).max(200) });

/** GET /backend/invites/{token}: what the open invite page shows, without a sign-in. */
export const ZPublicInvite = z.object({
  companyName: z.string(),
  email: z.string(),
  language: z.enum(COMPANY_LANGUAGES),
  status: z.enum(INVITE_STATUSES),
  /** A pending invite past its expiry date. */
  expired: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type PublicInvite = z.infer<typeof ZPublicInvite>;

/** The answer to accept or reject. */
export const ZInviteAnswer = z.object({
  status: z.enum(INVITE_STATUSES),
  companyName: z.string(),
});
export type InviteAnswer = z.infer<typeof ZInviteAnswer>;
