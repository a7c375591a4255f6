// Signed link tokens (docs/security.md, "Who holds which token"): what a link may do is written in
// the token itself (its purpose, its fields, its expiry) and signed with HMAC-SHA256 under the JWT
// secret, so nothing is stored and nothing can be guessed or altered. Used by the unsubscribe
// links and the booking links.
import { createHmac, timingSafeEqual } from 'node:crypto';

type Fields = Record<string, string | number>;

const mac = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}.${payload}`).digest('base64url');

/** A token for `purpose` carrying `fields`, valid until `expiresAt`: `<payload>.<signature>`, URL-safe. */
export function signToken(secret: string, purpose: string, fields: Fields, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ ...fields, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${mac(secret, purpose, payload)}`;
}

/** The fields of a token signed for `purpose` that has not expired at `now`; null for anything else. */
export function readToken(secret: string, purpose: string, token: string, now: Date): (Fields & { exp: number }) | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Fields & { exp: number };
    return typeof fields.exp === 'number' && fields.exp * 1000 > now.getTime() ? fields : null;
  } catch {
    return null;
  }
}
