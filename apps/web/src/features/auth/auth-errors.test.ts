import { describe, expect, it } from 'vitest';
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { AuthFailure, safeReturnTo } from './auth.ts';
import { classifyAuthError } from './auth-errors.ts';

describe('identity errors', () => {
  it('a state mismatch is Invalid state', () => {
    expect(classifyAuthError(new Error('State does not match')).kind).toBe('invalid_state');
  });

  it('a callback without a stored sign-in is a missing transaction', () => {
    expect(classifyAuthError(new Error('No matching state found in storage')).kind).toBe('missing_transaction');
    expect(classifyAuthError(new Error('No state in response')).kind).toBe('missing_transaction');
  });

  it('login_required from the provider asks for a new sign-in', () => {
    expect(classifyAuthError(new ErrorResponse({ error: 'login_required' })).kind).toBe('login_required');
  });

  it('an iframe or network timeout is a timeout', () => {
    expect(classifyAuthError(new ErrorTimeout('IFrame timed out without a response')).kind).toBe('timeout');
    expect(classifyAuthError(new DOMException('signal timed out', 'TimeoutError')).kind).toBe('timeout');
  });

  it('a missing refresh token is named as such', () => {
    expect(classifyAuthError(new Error('A refresh_token is required')).kind).toBe('missing_refresh_token');
    expect(classifyAuthError(new ErrorResponse({ error: 'missing_refresh_token' })).kind).toBe('missing_refresh_token');
  });

  it('keeps a kind already decided', () => {
    expect(classifyAuthError(new AuthFailure('config_unavailable')).kind).toBe('config_unavailable');
  });

  it('anything else is unknown, with its message', () => {
    expect(classifyAuthError(new Error('boom'))).toEqual({ kind: 'unknown', detail: 'boom' });
  });
});

describe('return paths after sign-in', () => {
  it('keeps a path of the app with its query', () => {
    expect(safeReturnTo('/dashboard/tariffs?y=2026&m=3')).toBe('/dashboard/tariffs?y=2026&m=3');
  });

  it('never leaves the app', () => {
    expect(safeReturnTo('https://evil.example/')).toBe('/dashboard/home');
    expect(safeReturnTo('//evil.example/')).toBe('/dashboard/home');
    expect(safeReturnTo(undefined)).toBe('/dashboard/home');
  });

  it('does not return to the callback or the logout page', () => {
    expect(safeReturnTo('/login?code=1')).toBe('/dashboard/home');
    expect(safeReturnTo('/logout')).toBe('/dashboard/home');
  });
});
