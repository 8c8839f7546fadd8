// Enumerations of the specification (section 4) and decisions.md, one source for server and web.

export const ROLES = ['ADMINISTRATOR', 'FLEETMANAGER', 'USER'] as const;
export type Role = (typeof ROLES)[number];

export const COUNTRIES = ['AUSTRIA', 'GERMANY', 'SWITZERLAND', 'UNITED_STATES'] as const;
export type Country = (typeof COUNTRIES)[number];

export const CURRENCIES = ['EUR', 'CHF', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_BY_COUNTRY: Record<Country, Currency> = {
  AUSTRIA: 'EUR',
  GERMANY: 'EUR',
  SWITZERLAND: 'CHF',
  UNITED_STATES: 'USD',
};

export const COMPANY_LANGUAGES = ['ENGLISH', 'GERMAN'] as const;
export type CompanyLanguage = (typeof COMPANY_LANGUAGES)[number];

export const SUBSCRIPTION_TYPES = ['LIGHT', 'PRO'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const COMPANY_FEATURES = ['CarApi', 'PaymentPlus'] as const;
export type CompanyFeature = (typeof COMPANY_FEATURES)[number];

export const REIMBURSEMENT_MODES = ['COMPANY', 'PAYMENT_PLUS'] as const;
export type ReimbursementMode = (typeof REIMBURSEMENT_MODES)[number];

export const REVIEW_STATUSES = ['NONE', 'IGNORED', 'TO_BE_REVIEWED', 'REVIEWED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED'] as const;

export const REIMBURSEMENT_ITEM_STATUSES = [
  'PENDING',
  'APPROVED',
  'P2P_REIMBURSED',
  'BANK_REIMBURSED',
  'BANK_REIMBURSEMENT_FAIL',
  'CANCELLED',
] as const;
export type ReimbursementItemStatus = (typeof REIMBURSEMENT_ITEM_STATUSES)[number];

export const REIMBURSEMENT_PAYMENT_STATUSES = ['PENDING', 'ACCEPTED', 'RECEIVED'] as const;
export type ReimbursementPaymentStatus = (typeof REIMBURSEMENT_PAYMENT_STATUSES)[number];

export const OWNER_TYPES = ['Company', 'User'] as const;

export const TARIFF_STATUSES = ['PENDING', 'VALID', 'INVALID'] as const;
export type TariffStatus = (typeof TARIFF_STATUSES)[number];

export const TARIFF_REJECTION_REASONS = [
  'INVALID_DOCUMENT',
  'INVALID_ADDRESS',
  'INVALID_PRICE',
  'MISSING_INFORMATION',
  'OTHER',
] as const;
export type TariffRejectionReason = (typeof TARIFF_REJECTION_REASONS)[number];

export const RECEIPT_STATUSES = ['DRAFT', 'SUBMITTED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const MILEAGE_QUERY_FREQUENCIES = [
  'NOT_REQUIRED',
  'DAILY',
  'WEEKLY',
  'BIWEEKLY',
  'MONTHLY',
  'BIMONTHLY',
] as const;
export type MileageQueryFrequency = (typeof MILEAGE_QUERY_FREQUENCIES)[number];

export const TARIFF_VERIFICATION_FREQUENCIES = ['ONE_TIME', 'NOT_REQUIRED', 'QUARTERLY', 'YEARLY'] as const;
export type TariffVerificationFrequency = (typeof TARIFF_VERIFICATION_FREQUENCIES)[number];

export const LICENSE_STATUSES = ['ACTIVE', 'EXPIRING_SOON', 'EXPIRED', 'CANCELLED'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export const RENEWAL_STATUSES = [
  'PENDING',
  'AWAITING_CONFIRMATION',
  'ACCEPTED',
  'INVOICED',
  'PAID',
  'SCHEDULED',
  'RENEWED',
  'CANCELLED',
] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

export const CABLE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type CableStatus = (typeof CABLE_STATUSES)[number];

export const INVOICE_STATUSES = ['DRAFT', 'OPEN', 'PARTIALLYPAID', 'PAID', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const VEHICLE_CONNECTION_STATUSES = ['CONNECTED', 'DISCONNECTED'] as const;
export const VEHICLE_CHARGING_STATUSES = ['NOT_CHARGING', 'CHARGING', 'FULLY_CHARGED', 'UNKNOWN'] as const;
/**
 * Why a connected car's last poll gave no reading (its last values stay, with their time): asleep,
 * not reachable (remote access off, no signal), a permission missing (the driver must connect
 * again), too many calls (asked again after the wait), the car maker's service failing, the car not
 * capable of the signals, the driver's account at the car maker needing attention.
 */
export const VEHICLE_DATA_STATES = ['ASLEEP', 'UNREACHABLE', 'PERMISSION_MISSING', 'RATE_LIMITED', 'UPSTREAM_ERROR', 'NOT_CAPABLE', 'ACCOUNT_ISSUE'] as const;

export const PAYMENT_TRANSACTION_STATUSES = [
  'MONEY_IN_SUCCESS',
  'MONEY_IN_ERROR',
  'MONEY_IN_PENDING',
  'MONEY_IN_PSP_ERROR',
  'MONEY_IN_CANCELLED',
  'MONEY_IN_VALIDATION_PENDING',
  'MONEY_IN_WAITING_FOR_FINALIZATION',
  'MONEY_OUT_SUCCESS',
  'MONEY_OUT_ERROR',
  'MONEY_OUT_PENDING',
  'MONEY_OUT_PSP_ERROR',
  'MONEY_OUT_CANCELLED',
  'MONEY_OUT_VALIDATION_PENDING',
  'P2P_PENDING',
  'P2P_SUCCESS',
] as const;
export type PaymentTransactionStatus = (typeof PAYMENT_TRANSACTION_STATUSES)[number];

export const PAYMENT_SOURCES = ['BANK', 'PAYMENT_PLUS', 'MANUAL'] as const;
export const PAYMENT_METHODS = ['SEPA_TRANSFER', 'P2P', 'MONEY_IN', 'MONEY_OUT', 'CARD', 'OTHER'] as const;

/** Charging-session error codes 0 to 5. */
export const SESSION_ERROR_CODES = [0, 1, 2, 3, 4, 5] as const;
export const SESSION_ERROR_NAMES = {
  0: 'NONE',
  1: 'UNKNOWN',
  2: 'NEGATIVE_DURATION',
  3: 'WRONG_TIMESTAMP',
  4: 'WRONG_DURATION_AND_TIMESTAMP',
  5: 'MISSING_KWH',
} as const;

export const BOOKING_STAGES = {
  None: 0,
  Created: 100,
  Linked: 200,
  Private: 300,
  AutoBookedNoConfirm: 350,
  Booked: 400,
} as const;

export const MODAL_IDS = [
  'HomeWelcomeModal',
  'HomeFeatureModal',
  'FleetMonitorFeatureModal',
  'FleetMonitorFeatureActivatedModal',
] as const;
export type ModalId = (typeof MODAL_IDS)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDir = (typeof SORT_DIRECTIONS)[number];

export const EXPORT_FORMATS = ['XLSX', 'CSV', 'ZIP'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// Storage enumerations of the data model (decisions.md), beside the spec's lists above.

export type VehicleConnectionStatus = (typeof VEHICLE_CONNECTION_STATUSES)[number];
export type VehicleChargingStatus = (typeof VEHICLE_CHARGING_STATUSES)[number];
export type VehicleDataState = (typeof VEHICLE_DATA_STATES)[number];
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

/** Where a charging session came from: the driver's cable, an administrator, a public-charging import, or the driver's wallbox over OCPP. */
export const SESSION_SOURCES = ['CABLE', 'MANUAL', 'EXTERNAL', 'WALLBOX'] as const;
export type SessionSource = (typeof SESSION_SOURCES)[number];

/**
 * Which price a session was priced with, shown on every session: the driver's tariff (with or without
 * the base fee share), the hourly price series of a dynamic tariff, the country's flat statistical
 * rate, or why it has none.
 */
export const PRICE_BASES = ['TARIFF', 'TARIFF_WITH_BASE_FEE', 'DYNAMIC', 'FLAT_RATE', 'NO_TARIFF', 'TARIFF_NOT_VALID'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** Why a session went to review. */
export const REVIEW_TYPES = ['ERROR_CODE', 'HIGH_ENERGY', 'OVERLAP', 'MANUAL', 'SIGNATURE'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const REVIEW_TAGS = [
  'UNKNOWN_ERROR',
  'NEGATIVE_DURATION',
  'WRONG_TIMESTAMP',
  'MISSING_KWH',
  'ABOVE_BATTERY_CAPACITY',
  'ABOVE_150_KWH',
  'OVERLAPPING_SESSION',
  'CHECKED_BY_ADMIN',
  /** The meter's signed values did not verify (decision 0045). */
  'SIGNATURE_NOT_VERIFIED',
] as const;
export type ReviewTag = (typeof REVIEW_TAGS)[number];

/** Status of a reimbursement on the list (the spec's pending, approved, rejected). */
export const REIMBURSEMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReimbursementStatus = (typeof REIMBURSEMENT_STATUSES)[number];

/** A license covers home charging with a cable, or the Connect fleet monitor for a driver. */
export const LICENSE_TYPES = ['HOME_CHARGING', 'CONNECT'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** Know-your-customer check of a driver's Payment+ wallet. */
export const KYC_STATUSES = ['NOT_STARTED', 'PENDING', 'VALIDATED', 'REFUSED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** Direction of a payment transaction seen from the company's account or wallet. */
export const PAYMENT_SIDES = ['CREDIT', 'DEBIT'] as const;
export type PaymentSide = (typeof PAYMENT_SIDES)[number];

export const MILEAGE_SOURCES = ['CAR', 'DRIVER'] as const;
export type MileageSource = (typeof MILEAGE_SOURCES)[number];

export const DOCUMENT_KINDS = ['TARIFF', 'RECEIPT', 'INVOICE', 'OTHER'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const INVOICE_KINDS = ['SERVICE', 'LICENSE_RENEWAL'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_PAYMENT_STATUSES = ['SUCCEEDED', 'FAILED', 'REFUNDED'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

/** Outside services a company or driver connects to. */
export const PROVIDERS = ['QONTO', 'CAR_API', 'PAYMENT_PLUS'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const CONNECTION_STATUSES = ['CONNECTED', 'DISCONNECTED', 'EXPIRED'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const EMAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
