// The booking link of a recruit and the manage link of a booked call (docs/scheduling.md, "Booking
// link"): signed tokens (server/src/lib/signed-token.ts), nothing stored.
import type { Config } from '../../../config.ts';
import { readToken, signToken } from '../../../lib/signed-token.ts';

/** How long a booking link works (docs/security.md); every e-mail and dashboard visit makes a fresh one. */
export const BOOKING_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

export function bookingToken(secret: string, recruitId: number, now: Date): string {
  return signToken(secret, 'booking', { r: recruitId }, new Date(now.getTime() + BOOKING_LINK_DAYS * DAY_MS));
}

export const bookingUrl = (config: Pick<Config, 'appUrl' | 'jwtSecret'>, recruitId: number, now: Date): string =>
  `${config.appUrl}/book/${bookingToken(config.jwtSecret, recruitId, now)}`;

/** The recruit a valid, unexpired booking link names; null otherwise. */
export function readBookingToken(secret: string, token: string, now: Date): number | null {
  const fields = readToken(secret, 'booking', token, now);
  return typeof fields?.r === 'number' ? fields.r : null;
}

/** The link that reschedules or cancels one booked call: valid until a day after its time. */
export function manageToken(secret: string, meetingId: number, start: Date): string {
  return signToken(secret, 'booking-meeting', { m: meetingId }, new Date(start.getTime() + DAY_MS));
}

export function readManageToken(secret: string, token: string, now: Date): number | null {
  const fields = readToken(secret, 'booking-meeting', token, now);
  return typeof fields?.m === 'number' ? fields.m : null;
}
