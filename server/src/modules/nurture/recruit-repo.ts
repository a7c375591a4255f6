import type { Sql } from '../../db/connect.ts';
import type { ConsentStatus } from '@shared/domain/consent.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import { consentStateOfR } from './consent/repo.ts';

/** What nurture needs of a recruit: contact, consent, time zone and recruiter. */
export type NurtureRecruit = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  status: RecruitStatus;
  recruiter_id: number | null;
  recruiter_name: string;
  recruiter_email: string | null;
  /** The consent ledger's current state per channel (docs/nurture.md, "Consent"). */
  sms_consent: ConsentStatus;
  email_consent: ConsentStatus;
  /** The profile's time zone choice (EST, CST, MST, PST), if the recruit gave one. */
  profile_timezone: string | null;
};

export async function findNurtureRecruit(sql: Sql, id: number): Promise<NurtureRecruit | undefined> {
  const [row] = await sql<NurtureRecruit[]>`
    select r.id, r.first_name, r.last_name, r.email, r.phone, r.status, r.recruiter_id,
           coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), 'Your Clearpath recruiter') as recruiter_name,
           u.email as recruiter_email,
           ${consentStateOfR(sql, 'sms')} as sms_consent, ${consentStateOfR(sql, 'email')} as email_consent,
           nullif(r.profile_completion #>> '{basic_contact,timezone}', '') as profile_timezone
    from recruits r left join users u on u.id = r.recruiter_id
    where r.id = ${id}`;
  return row;
}
