import { z } from 'zod';
import {
  CURRENCIES,
  PAYMENT_SIDES,
  PAYMENT_TRANSACTION_STATUSES,
  RECEIPT_STATUSES,
  REIMBURSEMENT_ITEM_STATUSES,
  REIMBURSEMENT_MODES,
  REIMBURSEMENT_PAYMENT_STATUSES,
  REIMBURSEMENT_STATUSES,
  SORT_DIRECTIONS,
  type ReimbursementItemStatus,
} from '../common/enums.ts';
import { YEAR_MAX, YEAR_MIN, zListQuery, zPaged } from '../common/paging.ts';

/** The list filter of the Receipt Reimbursements page (spec section 4). */
export const REIMBURSEMENT_FILTERS = ['all', 'pending', 'approved', 'requiresAction'] as const;
export type ReimbursementFilter = (typeof REIMBURSEMENT_FILTERS)[number];

/** How an item is paid: a SEPA transfer from the company's connected bank, Payment+, or a SEPA file the company uploads to its bank. */
export const PAYOUT_CHANNELS = ['BANK', 'PAYMENT_PLUS', 'SEPA_FILE'] as const;
export type PayoutChannel = (typeof PAYOUT_CHANNELS)[number];

/** What triggering a payout does for a company right now. */
export const PAYOUT_ROUTES = ['BANK', 'PAYMENT_PLUS', 'SEPA_FILE_ONLY'] as const;
export type PayoutRoute = (typeof PAYOUT_ROUTES)[number];

/** Verification of Payee answers. */
export const PAYEE_MATCHES = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'NOT_POSSIBLE'] as const;
export type PayeeMatch = (typeof PAYEE_MATCHES)[number];
/** What the administrator decided on an answer that is not a match. */
export const PAYEE_DECISIONS = ['PAY', 'REJECT'] as const;
export type PayeeDecision = (typeof PAYEE_DECISIONS)[number];

export const WALLET_TOP_UP_STATUSES = ['WAITING', 'RECEIVED', 'FAILED'] as const;
export type WalletTopUpStatus = (typeof WALLET_TOP_UP_STATUSES)[number];

/** Item statuses in which the driver has the money. */
export const PAID_ITEM_STATUSES: readonly ReimbursementItemStatus[] = ['P2P_REIMBURSED', 'BANK_REIMBURSED'];

export const REIMBURSEMENT_SORT_FIELDS = ['number', 'period', 'company', 'expense', 'sentAt', 'createdAt'] as const;
export type ReimbursementSortField = (typeof REIMBURSEMENT_SORT_FIELDS)[number];

const period = { year: z.coerce.number().int().min(YEAR_MIN).max(YEAR_MAX), month: z.coerce.number().int().min(1).max(12) };

/** GET /backend/reimbursements/search: newest first unless asked otherwise. */
export const ZReimbursementSearch = zListQuery(REIMBURSEMENT_SORT_FIELDS, 'createdAt').extend({
  sortDir: z.enum(SORT_DIRECTIONS).default('DESC'),
  filter: z.enum(REIMBURSEMENT_FILTERS).default('all'),
  companyId: z.uuid().optional(),
  /** Reimbursements with an item of this driver (the driver page links here). */
  driverId: z.uuid().optional(),
});
export type ReimbursementSearch = z.infer<typeof ZReimbursementSearch>;
export type ReimbursementSearchInput = z.input<typeof ZReimbursementSearch>;

export const ZReimbursementListItem = z.object({
  id: z.uuid(),
  number: z.number().int(),
  periodYear: z.number().int(),
  periodMonth: z.number().int(),
  companyId: z.uuid(),
  companyName: z.string(),
  reimbursementMode: z.enum(REIMBURSEMENT_MODES),
  /** The driver when the reimbursement pays exactly one; else null and driverCount says how many. */
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  driverCount: z.number().int(),
  itemCount: z.number().int(),
  status: z.enum(REIMBURSEMENT_STATUSES),
  paymentStatus: z.enum(REIMBURSEMENT_PAYMENT_STATUSES),
  expenseMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** When the first payout instruction went out. */
  sentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** An item failed at the bank, or a linked payment waits for validation. */
  requiresAction: z.boolean(),
  /**
   * The searched driver's part of the reimbursement (only with `driverId`): their items, the sum of
   * the live ones (cancelled items count nothing, as in the reimbursement's expense) and their statuses.
   */
  driverShare: z
    .object({
      driverId: z.uuid(),
      driverName: z.string(),
      itemCount: z.number().int(),
      amountMinor: z.number().int(),
      itemStatuses: z.array(z.enum(REIMBURSEMENT_ITEM_STATUSES)),
    })
    .optional(),
});
export type ReimbursementListItem = z.infer<typeof ZReimbursementListItem>;
export const ZReimbursementPage = zPaged(ZReimbursementListItem);
export type ReimbursementPage = z.infer<typeof ZReimbursementPage>;

export const ZReimbursementItem = z.object({
  id: z.uuid(),
  receiptId: z.uuid(),
  receiptNumber: z.number().int(),
  receiptStatus: z.enum(RECEIPT_STATUSES),
  userId: z.uuid(),
  userName: z.string(),
  status: z.enum(REIMBURSEMENT_ITEM_STATUSES),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  payoutChannel: z.enum(PAYOUT_CHANNELS).nullable(),
  /** Claimed for a payout whose outcome is not known yet. */
  payoutInProgress: z.boolean(),
  payoutStartedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  failureReason: z.string().nullable(),
  paymentTransactionId: z.uuid().nullable(),
  /** The IBAN a bank payout goes to (the driver's, else the receipt's), or null. */
  iban: z.string().nullable(),
  isPaymentPlus: z.boolean(),
  kycStatus: z.string().nullable(),
  /** The bank waits for the account holder to approve the transfer (strong customer authentication). */
  awaitingAuthentication: z.boolean(),
  /** The bank took the transfer and has not settled it yet; looking at it again asks the bank now. */
  awaitingSettlement: z.boolean(),
  /** The latest Verification of Payee of the item, when there is one. */
  payeeCheck: z
    .object({ result: z.enum(PAYEE_MATCHES), matchedName: z.string().nullable(), decision: z.enum(PAYEE_DECISIONS).nullable() })
    .nullable(),
});
export type ReimbursementItem = z.infer<typeof ZReimbursementItem>;

/** A payment transaction as the reimbursement detail shows it (spec section 3). */
export const ZReimbursementTransaction = z.object({
  id: z.uuid(),
  bookedAt: z.iso.datetime(),
  status: z.enum(PAYMENT_TRANSACTION_STATUSES),
  side: z.enum(PAYMENT_SIDES),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  comment: z.string().nullable(),
  note: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  reimbursementNumbers: z.array(z.number().int()),
});
export type ReimbursementTransaction = z.infer<typeof ZReimbursementTransaction>;

export const ZReimbursementDetail = ZReimbursementListItem.extend({
  approvedAt: z.iso.datetime().nullable(),
  /** What "trigger payout" does for this company now. */
  payoutRoute: z.enum(PAYOUT_ROUTES),
  bankConnected: z.boolean(),
  /** The money-in this Payment+ run waits for (or received), once per run. */
  walletTopUp: z
    .object({
      status: z.enum(WALLET_TOP_UP_STATUSES),
      amountMinor: z.number().int(),
      currency: z.enum(CURRENCIES),
      iban: z.string(),
      reference: z.string(),
      receivedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  items: z.array(ZReimbursementItem),
  paymentTransactions: z.array(ZReimbursementTransaction),
});
export type ReimbursementDetail = z.infer<typeof ZReimbursementDetail>;

export const ZReimbursementIdParams = z.object({ id: z.uuid() });
export const ZReimbursementItemParams = z.object({ id: z.uuid(), itemId: z.uuid() });
export const ZReimbursementTransactionParams = z.object({ id: z.uuid(), transactionId: z.uuid() });

/** GET /backend/reimbursements/candidates: what the create dialog offers. */
export const ZReimbursementCandidatesQuery = z.object({ companyId: z.uuid(), ...period });
export type ReimbursementCandidatesQuery = z.infer<typeof ZReimbursementCandidatesQuery>;

/** A SUBMITTED receipt of the company and period that is in no open reimbursement. */
export const ZReimbursementCandidate = z.object({
  receiptId: z.uuid(),
  receiptNumber: z.number().int(),
  userId: z.uuid(),
  userName: z.string(),
  expenseMinor: z.number().int(),
  energyWh: z.number().int(),
  currency: z.enum(CURRENCIES),
  submittedAt: z.iso.datetime().nullable(),
});
export type ReimbursementCandidate = z.infer<typeof ZReimbursementCandidate>;
export const ZReimbursementCandidates = z.array(ZReimbursementCandidate);

/** POST /backend/reimbursements */
export const ZCreateReimbursement = z.object({
  companyId: z.uuid(),
  ...period,
  receiptIds: z.array(z.uuid()).min(1).max(1000),
});
export type CreateReimbursement = z.infer<typeof ZCreateReimbursement>;
export type CreateReimbursementInput = z.input<typeof ZCreateReimbursement>;

/** POST /backend/reimbursements/{id}/approve: every PENDING item, or the ones named. */
export const ZApproveReimbursement = z.object({ itemIds: z.array(z.uuid()).min(1).max(1000).optional() });
export type ApproveReimbursement = z.infer<typeof ZApproveReimbursement>;

/** GET /backend/reimbursements/{id}/sepa: the company's account the transfers are paid from. */
export const ZSepaQuery = z.object({
  debtorIban: z.string().trim().min(1).max(40),
  /** Requested execution date (YYYY-MM-DD); today (UTC) when absent. */
  executionDate: z.iso.date().optional(),
});
export type SepaQuery = z.infer<typeof ZSepaQuery>;

/**
 * POST .../items/{itemId}/trigger. A bank payout names the Verification of Payee it was shown
 * (payeeVerificationId); where the bank did not answer MATCH, payDespiteMismatch records the
 * administrator's decision to pay anyway.
 */
export const ZTriggerPayout = z.object({
  payeeVerificationId: z.uuid().optional(),
  payDespiteMismatch: z.boolean().optional(),
});
export type TriggerPayout = z.infer<typeof ZTriggerPayout>;

/** A Verification of Payee of one item, shown to the administrator before money moves. */
export const ZPayeeVerification = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  userName: z.string(),
  payeeName: z.string(),
  iban: z.string(),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  result: z.enum(PAYEE_MATCHES),
  matchedName: z.string().nullable(),
  /** Until when a transfer can be made with it. */
  expiresAt: z.iso.datetime(),
  /** A close match, no match or a check that was not possible needs the administrator's decision. */
  needsDecision: z.boolean(),
  decision: z.enum(PAYEE_DECISIONS).nullable(),
});
export type PayeeVerification = z.infer<typeof ZPayeeVerification>;
export const ZPayeeVerifications = z.array(ZPayeeVerification);

/** POST /reimbursements/{id}/payee-verifications: verifies every payable item's payee at once (bulk), or the ones named. */
export const ZVerifyPayees = z.object({ itemIds: z.array(z.uuid()).min(1).max(400).optional() });
export type VerifyPayees = z.infer<typeof ZVerifyPayees>;

export const ZPayeeVerificationParams = z.object({ id: z.uuid(), verificationId: z.uuid() });

/**
 * One pain.001 file handed out for a reimbursement (GET /backend/reimbursements/{id}/sepa-files):
 * every file is kept as it was, each with a message id of its own.
 */
export const ZSepaFile = z.object({
  id: z.uuid(),
  messageId: z.string(),
  debtorIban: z.string(),
  /** YYYY-MM-DD */
  executionDate: z.iso.date(),
  transferCount: z.number().int(),
  totalMinor: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type SepaFile = z.infer<typeof ZSepaFile>;
export const ZSepaFileList = z.array(ZSepaFile);
export const ZSepaFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });

/** The answer to a payout trigger: the reimbursement as it is now, and whether the provider has confirmed. */
export const ZPayoutResult = z.object({
  outcome: z.enum(['PAID', 'FAILED', 'IN_PROGRESS']),
  message: z.string(),
  reimbursement: ZReimbursementDetail,
});
export type PayoutResult = z.infer<typeof ZPayoutResult>;

/** The detailed receipts view: receipts of a period with their reimbursement state. */
export const REIMBURSEMENT_RECEIPT_STATES = ['all', 'open', 'inReimbursement', 'paid'] as const;
export type ReimbursementReceiptState = (typeof REIMBURSEMENT_RECEIPT_STATES)[number];
export const REIMBURSEMENT_RECEIPT_SORT_FIELDS = ['receiptNumber', 'driver', 'company', 'expense', 'submittedAt'] as const;

export const ZReimbursementReceiptSearch = zListQuery(REIMBURSEMENT_RECEIPT_SORT_FIELDS, 'submittedAt').extend({
  year: period.year.optional(),
  month: period.month.optional(),
  state: z.enum(REIMBURSEMENT_RECEIPT_STATES).default('all'),
  companyId: z.uuid().optional(),
});
export type ReimbursementReceiptSearch = z.infer<typeof ZReimbursementReceiptSearch>;
export type ReimbursementReceiptSearchInput = z.input<typeof ZReimbursementReceiptSearch>;

export const ZReimbursementReceipt = z.object({
  receiptId: z.uuid(),
  receiptNumber: z.number().int(),
  receiptStatus: z.enum(RECEIPT_STATUSES),
  periodYear: z.number().int(),
  periodMonth: z.number().int(),
  companyId: z.uuid(),
  companyName: z.string(),
  userId: z.uuid(),
  userName: z.string(),
  expenseMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  submittedAt: z.iso.datetime().nullable(),
  /** The open reimbursement it is in (its live item), or null. */
  reimbursementId: z.uuid().nullable(),
  reimbursementNumber: z.number().int().nullable(),
  itemStatus: z.enum(REIMBURSEMENT_ITEM_STATUSES).nullable(),
});
export type ReimbursementReceipt = z.infer<typeof ZReimbursementReceipt>;
export const ZReimbursementReceiptPage = zPaged(ZReimbursementReceipt);
export type ReimbursementReceiptPage = z.infer<typeof ZReimbursementReceiptPage>;
