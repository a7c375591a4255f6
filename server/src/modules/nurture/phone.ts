import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A phone number as E.164 (+15551234567), read as a US number unless it says otherwise; null when not valid. */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.isValid() ? parsed.number : null;
}
