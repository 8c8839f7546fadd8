import type { Country } from '@fleetwatt/shared';
import type { Database } from '../db/database.ts';
import type { Present, RowOf } from '../db/rows.ts';
import type { signUpRequests } from '../db/schema/index.ts';

export interface PendingSignUp {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  country: Country;
  passwordHash: string;
  language: string;
  expiresAt: Date;
  confirmedAt: Date | null;
}

// A request of kind NEW (the only kind read here) is written with every field of the new account.
type Row = Present<
  RowOf<
    typeof signUpRequests,
    'id' | 'email' | 'first_name' | 'last_name' | 'company_name' | 'country' | 'password_hash' | 'language' | 'expires_at' | 'confirmed_at'
  >,
  'first_name' | 'last_name' | 'company_name' | 'country' | 'password_hash'
>;

/** How long the sweep keeps a request: well past its link and the rate-limit window. */
const KEEP_DAYS = 7;

export function signUpRequestsRepository(database: Database) {
  return {
    /** A sign-up waiting for its link (NEW) or an attempt on a registered address (EXISTING). */
    async add(row: {
      kind: 'NEW' | 'EXISTING';
      email: string;
      tokenHash?: string;
      details?: Omit<PendingSignUp, 'id' | 'email' | 'expiresAt' | 'confirmedAt' | 'language'>;
      language: string;
      requestedFrom: string;
      expiresAt: Date;
    }): Promise<void> {
      const d = row.details;
      await database.query(
        `insert into sign_up_requests (kind, email, token_hash, first_name, last_name, company_name, country, password_hash,
           language, requested_from, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          row.kind,
          row.email,
          row.tokenHash ?? null,
          d?.firstName ?? null,
          d?.lastName ?? null,
          d?.companyName ?? null,
          d?.country ?? null,
          d?.passwordHash ?? null,
          row.language,
          row.requestedFrom,
          row.expiresAt,
        ],
      );
    },

    /** Attempts since `since` for this e-mail (any case) and from this client address. */
    async countSince(email: string, address: string, since: Date): Promise<{ email: number; address: number }> {
      const [row] = await database.query<{ email: number; address: number }>(
        `select (select count(*)::int from sign_up_requests where lower(email) = lower($1) and created_at > $3) as email,
                (select count(*)::int from sign_up_requests where requested_from = $2 and created_at > $3) as address`,
        [email, address, since],
      );
      return { email: Number(row?.email ?? 0), address: Number(row?.address ?? 0) };
    },

    async findByTokenHash(tokenHash: string): Promise<PendingSignUp | undefined> {
      const [r] = await database.query<Row>(
        `select id, email, first_name, last_name, company_name, country, password_hash, language, expires_at, confirmed_at
           from sign_up_requests where token_hash = $1 and kind = 'NEW'`,
        [tokenHash],
      );
      return (
        r && {
          id: r.id,
          email: r.email,
          firstName: r.first_name,
          lastName: r.last_name,
          companyName: r.company_name,
          country: r.country,
          passwordHash: r.password_hash,
          language: r.language,
          expiresAt: new Date(r.expires_at),
          confirmedAt: r.confirmed_at ? new Date(r.confirmed_at) : null,
        }
      );
    },

    /** Marks the request used; false when another request already used it. */
    async markConfirmed(id: string, at: Date): Promise<boolean> {
      const rows = await database.query(
        'update sign_up_requests set confirmed_at = $2 where id = $1 and confirmed_at is null returning id',
        [id, at],
      );
      return rows.length > 0;
    },

    async sweep(now = new Date()): Promise<void> {
      await database.query('delete from sign_up_requests where created_at < $1', [new Date(now.getTime() - KEEP_DAYS * 86_400_000)]);
    },
  };
}

export type SignUpRequestsRepository = ReturnType<typeof signUpRequestsRepository>;
