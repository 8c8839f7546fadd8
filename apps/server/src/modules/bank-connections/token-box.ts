import { connectionTokenBox, type ConnectionTokenBox } from '../../lib/secrets/connection-token-box.ts';

/** The bank's tokens are sealed like every provider connection's. */
export const bankTokenBox = connectionTokenBox;
export type BankTokenBox = ConnectionTokenBox;
