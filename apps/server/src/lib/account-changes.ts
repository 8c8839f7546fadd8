/**
 * The channel on which the database announces changes to accounts and sessions
 * (db/triggers/account-changes.sql); payloads are `user:<id>` and `session:<uid>`.
 */
export const ACCOUNT_CHANGES_CHANNEL = 'fleetwatt_account_changes';

/** The access token's claim with the identity provider's session, so a signed-out session's tokens are refused. */
export const SESSION_CLAIM = 'session_uid';
