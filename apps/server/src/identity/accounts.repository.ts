import type { CompanyLanguage, Country, Role } from '@fleetwatt/shared';
import type { Database } from '../db/database.ts';
import type { RowOf } from '../db/rows.ts';
import type { companies, users } from '../db/schema/index.ts';

export interface SignInAccount {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  /** A deactivated account cannot sign in, and the provider does not know it for renewals. */
  deactivated: boolean;
}

export interface NewFleetManager {
  firstName: string;
  lastName: string;
  companyName: string;
  country: Country;
  email: string;
  passwordHash: string;
  preferredLanguage: string;
}

/** Thrown when an email is already registered; nothing was written. */
export class EmailTakenError extends Error {
  constructor() {
    super('email already registered');
    this.name = 'EmailTakenError';
  }
}

type Row = RowOf<typeof users, 'id' | 'email' | 'role' | 'first_name' | 'last_name' | 'password_hash'> & { deactivated: boolean };

const SELECT = 'select id, email, role, first_name, last_name, password_hash, deactivated_at is not null as deactivated from users';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The company speaks German in the German-speaking countries, English elsewhere.
const GERMAN_SPEAKING: readonly Country[] = ['GERMANY', 'AUSTRIA', 'SWITZERLAND'];

const toAccount = (r: Row | undefined): SignInAccount | undefined =>
  r && {
    id: r.id,
    email: r.email,
    role: r.role,
    firstName: r.first_name,
    lastName: r.last_name,
    passwordHash: r.password_hash,
    deactivated: r.deactivated,
  };

export function accountsRepository(database: Database) {
  return {
    /** Notes the sign-in for the team list. */
    async recordSignIn(id: string): Promise<void> {
      await database.query('update users set last_sign_in_at = now() where id = $1', [id]);
    },

    async findById(id: string): Promise<SignInAccount | undefined> {
      if (!UUID.test(id)) return undefined;
      return toAccount((await database.query<Row>(`${SELECT} where id = $1`, [id]))[0]);
    },

    async findByEmail(email: string): Promise<SignInAccount | undefined> {
      return toAccount((await database.query<Row>(`${SELECT} where lower(email) = lower($1)`, [email]))[0]);
    },

    /** A new LIGHT company and its fleet manager, who still has to complete onboarding. */
    async registerFleetManager(input: NewFleetManager): Promise<SignInAccount> {
      const language: CompanyLanguage = GERMAN_SPEAKING.includes(input.country) ? 'GERMAN' : 'ENGLISH';
      try {
        return await database.transaction(async (tx) => {
          const taken = await tx.query('select 1 from users where lower(email) = lower($1)', [input.email]);
          if (taken.length) throw new EmailTakenError();
          const [company] = await tx.query<RowOf<typeof companies, 'id'>>(
            `insert into companies (name, email, country, language, subscription_type)
             values ($1, $2, $3, $4, 'LIGHT') returning id`,
            [input.companyName, input.email, input.country, language],
          );
          const [user] = await tx.query<Row>(
            `insert into users (company_id, role, email, password_hash, first_name, last_name, onboarding_completed, preferred_language)
             values ($1, 'FLEETMANAGER', $2, $3, $4, $5, false, $6)
             returning id, email, role, first_name, last_name, password_hash, false as deactivated`,
            [company!.id, input.email, input.passwordHash, input.firstName, input.lastName, input.preferredLanguage],
          );
          return toAccount(user)!;
        });
      } catch (err) {
        // Two sign-ups racing for the same email: the unique index decides, the loser gets the message.
        if ((err as { code?: string }).code === '23505') throw new EmailTakenError();
        throw err;
      }
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
