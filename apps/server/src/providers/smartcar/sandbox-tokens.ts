import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The sandbox's tokens carry what they grant (the account, the shared cars, the grant they belong
 * to and when they expire), signed with the sandbox's own key, so no token table is needed. The
 * demo data mints its connections' tokens here too, so the demo's cars keep reporting.
 */

const SIGNING_KEY = 'fleetwatt-car-api-sandbox-signing-key';

export type SandboxTokenKind = 'access' | 'refresh';

export interface SandboxGrant {
  kind: SandboxTokenKind;
  accountId: string;
  vehicleIds: string[];
  grantId: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const PREFIX: Record<SandboxTokenKind, string> = { access: 'sbx_at', refresh: 'sbx_rt' };
export { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './api.ts';

const sign = (text: string) => createHmac('sha256', SIGNING_KEY).update(text).digest('base64url');

export function mintSandboxToken(grant: SandboxGrant): string {
  const body = Buffer.from(JSON.stringify([grant.accountId, grant.vehicleIds, grant.grantId, grant.expiresAt])).toString('base64url');
  const head = `${PREFIX[grant.kind]}.${body}`;
  return `${head}.${sign(head)}`;
}

/** The grant of a token of the kind, or null when it is malformed, forged or expired at `now`. */
export function readSandboxToken(token: string, kind: SandboxTokenKind, now: Date): SandboxGrant | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX[kind]) return null;
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [accountId, vehicleIds, grantId, expiresAt] = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as [
      string,
      string[],
      string,
      number,
    ];
    if (expiresAt * 1000 <= now.getTime()) return null;
    return { kind, accountId, vehicleIds, grantId, expiresAt };
  } catch {
    return null;
  }
}
