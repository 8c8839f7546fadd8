import { AuthFailure, type AuthError } from './auth.ts';

const NEEDS_INTERACTION = new Set(['login_required', 'interaction_required', 'consent_required', 'account_selection_required']);

/** Turns whatever the OIDC client threw into one of the identity error cases of spec section 8. */
export function classifyAuthError(err: unknown): AuthError {
  if (err instanceof AuthFailure) return { kind: err.kind, detail: err.message };
  const e = err as { name?: unknown; message?: unknown; error?: unknown } | null | undefined;
  const name = typeof e?.name === 'string' ? e.name : '';
  const message = typeof e?.message === 'string' ? e.message : String(err);
  const code = typeof e?.error === 'string' ? e.error : '';

  if (name === 'ErrorResponse') {
    if (NEEDS_INTERACTION.has(code)) return { kind: 'login_required', detail: message };
    if (code === 'missing_refresh_token') return { kind: 'missing_refresh_token', detail: message };
    return { kind: 'unknown', detail: message };
  }
  if (name === 'ErrorTimeout' || name === 'TimeoutError') return { kind: 'timeout', detail: message };
  if (message === 'State does not match') return { kind: 'invalid_state', detail: message };
  if (message === 'No matching state found in storage' || message === 'No state in response') {
    return { kind: 'missing_transaction', detail: message };
  }
  if (message === 'A refresh_token is required') return { kind: 'missing_refresh_token', detail: message };
  return { kind: 'unknown', detail: message };
}
