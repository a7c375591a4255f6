// Nurture e-mails and SMS go out only in a send window in the recruit's time zone (docs/nurture.md,
// "Send window"); recruiter call tasks are not bound by it.
import { recruitZone } from '@shared/domain/scheduling.ts';

/** 09:00 to 19:59 local time, every day. */
const SEND_WINDOW = { fromHour: 9, untilHour: 20 } as const;

/** The profile's time zone choice as an IANA zone; Eastern when none is given. */
export const zoneOf = (profileTimezone: string | null): string => recruitZone(profileTimezone);

export function inSendWindow(now: Date, zone: string): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now));
  return hour >= SEND_WINDOW.fromHour && hour < SEND_WINDOW.untilHour;
}
