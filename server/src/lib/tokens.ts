import { createHash, randomBytes } from 'node:crypto';

/** An unguessable URL-safe token (256 bits). Only its hash is stored where a leak would matter. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
