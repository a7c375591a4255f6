// Nurture e-mails and SMS go out only in a send window in the recruit's time zone (docs/nurture.md,
// "Send window"); recruiter call tasks are not bound by it.

/** The profile's time zone choices (docs/spec/doc2.md §5) as IANA zones; Eastern when none is given. */
const ZONES: Record<string, string> = {
  EST: 'America/New_York',
  CST: 'America/Chicago',
  MST: 'America/Denver',
  PST: 'America/Los_Angeles',
};
const DEFAULT_ZONE = 'America/New_York';

/** 09:00 to 19:59 local time, every day. */
const SEND_WINDOW = { fromHour: 9, untilHour: 20 } as const;

export const zoneOf = (profileTimezone: string | null): string => ZONES[profileTimezone ?? ''] ?? DEFAULT_ZONE;

export function inSendWindow(now: Date, zone: string): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now));
  return hour >= SEND_WINDOW.fromHour && hour < SEND_WINDOW.untilHour;
}
