import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview address works. */
export const DOCUMENT_LINK_TTL_MS = 5 * 60 * 1000;

/**
 * Short-lived addresses of documents for the browser's preview (an iframe or an img cannot send a
 * bearer token): the document id and an expiry, signed with the installation's document-link key
 * (its own, configured or generated), so every instance accepts what another signed. A link whose
 * expiry lies further ahead than the lifetime was not made by us and is refused.
 */
export function documentLinks(key: Buffer) {
  const sign = (id: string, expires: number) => createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');
  return {
    create(id: string, now = Date.now()): { expires: number; signature: string } {
      const expires = Math.floor((now + DOCUMENT_LINK_TTL_MS) / 1000);
      return { expires, signature: sign(id, expires) };
    },
    verify(id: string, expires: number, signature: string, now = Date.now()): boolean {
      if (!Number.isSafeInteger(expires) || expires * 1000 < now || expires * 1000 > now + DOCUMENT_LINK_TTL_MS + 1000) return false;
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
