import { z } from 'zod';
import { EMAIL_STATUSES, SORT_DIRECTIONS } from '../common/enums.ts';
import { zListQuery, zPaged } from '../common/paging.ts';

// The outbox: every mail the product sent (invites now; receipts and invoices later), for
// administrators. Kept beside the invites because invitations were its first sender.

export const OUTBOX_SORT_FIELDS = ['createdAt', 'to', 'subject', 'status'] as const;
export type OutboxSortField = (typeof OUTBOX_SORT_FIELDS)[number];

/** GET /backend/outbox: newest first; part of the recipient address in any case; one status. */
export const ZOutboxSearch = zListQuery(OUTBOX_SORT_FIELDS, 'createdAt').extend({
  sortDir: z.enum(SORT_DIRECTIONS).default('DESC'),
  to: z.string().trim().max(254).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
});
export type OutboxSearch = z.infer<typeof ZOutboxSearch>;
export type OutboxSearchInput = z.input<typeof ZOutboxSearch>;

export const ZOutboxAttachment = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type OutboxAttachment = z.infer<typeof ZOutboxAttachment>;

/** One row of the outbox list. */
export const ZOutboxMail = z.object({
  id: z.uuid(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
  attachmentCount: z.number().int(),
});
export type OutboxMail = z.infer<typeof ZOutboxMail>;

/** The list, and whether mails are only kept here (no SMTP server configured) rather than delivered. */
export const ZOutboxPage = zPaged(ZOutboxMail).extend({ sandbox: z.boolean() });
export type OutboxPage = z.infer<typeof ZOutboxPage>;

/** GET /backend/outbox/{id}: one mail with its bodies and attachment names. */
export const ZOutboxMailDetail = ZOutboxMail.extend({
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(ZOutboxAttachment),
});
export type OutboxMailDetail = z.infer<typeof ZOutboxMailDetail>;
