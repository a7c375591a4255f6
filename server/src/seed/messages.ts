import type { SeedContext } from './context.ts';

const HOUR = 60 * 60 * 1000;

type SeedMessage = {
  channel: 'email' | 'sms';
  type: 'invitation' | 'reminder' | 'notification' | 'other';
  subject: string;
  text: string;
  status: 'sent' | 'delivered' | 'opened' | 'failed';
  hoursAgo: number;
  error?: string;
};

/** What a few weeks of sending looks like: each outcome the Messages screen and Email Tracking show. */
const HISTORY: SeedMessage[] = [
  {
    channel: 'email',
    type: 'invitation',
    subject: 'You are invited to Clearpath',
    text: 'Your invitation to review your profile.',
    status: 'opened',
    hoursAgo: 20 * 24,
  },
  {
    channel: 'email',
    type: 'reminder',
    subject: 'Your ClearView session is tomorrow',
    text: 'A reminder of your ClearView session.',
    status: 'opened',
    hoursAgo: 9 * 24,
  },
  {
    channel: 'sms',
    type: 'reminder',
    subject: '',
    text: 'Clearpath: your ClearView session starts in an hour.',
    status: 'delivered',
    hoursAgo: 8 * 24,
  },
  {
    channel: 'email',
    type: 'notification',
    subject: 'Your ClearView results',
    text: 'Your figures from the session.',
    status: 'sent',
    hoursAgo: 5 * 24,
  },
  {
    channel: 'email',
    type: 'notification',
    subject: 'Your discovery tools are ready',
    text: 'Discovery is open for you.',
    status: 'sent',
    hoursAgo: 2 * 24,
  },
  {
    channel: 'email',
    type: 'invitation',
    subject: 'You are invited to Clearpath',
    text: 'Your invitation to review your profile.',
    status: 'failed',
    hoursAgo: 30,
    error: '550 5.1.1 The e-mail account that you tried to reach does not exist',
  },
  {
    channel: 'sms',
    type: 'other',
    subject: '',
    text: 'Clearpath: quick question about your pipeline this quarter?',
    status: 'failed',
    hoursAgo: 26,
    error: "Twilio 21211: The 'To' number is not a valid phone number",
  },
  { channel: 'sms', type: 'other', subject: '', text: 'Clearpath: thanks for the call today!', status: 'delivered', hoursAgo: 5 },
  {
    channel: 'email',
    type: 'reminder',
    subject: 'Your proforma build-out is on Thursday',
    text: 'A reminder of your proforma session.',
    status: 'sent',
    hoursAgo: 1,
  },
];

/**
 * A message history over the recruits who accepted their profile, so the Messages screen and the
 * Email Tracking tab open with sent, delivered, opened and failed messages rather than empty.
 */
export async function seedMessages({ sql }: SeedContext): Promise<void> {
  const recruits = await sql<{ id: number; email: string; phone: string; recruiter_id: number }[]>`
    select id, email, phone, recruiter_id from recruits where status <> 'profile_created' order by id limit ${HISTORY.length}`;
  for (const [i, m] of HISTORY.entries()) {
    const r = recruits[i % recruits.length];
    if (!r) return;
    const at = new Date(Date.now() - m.hoursAgo * HOUR);
    const reached = m.status !== 'failed';
    await sql`
      insert into messages (recruit_id, channel, type, to_address, subject, text_body, status, transport, attempts, last_error,
                            created_by, created_at, sent_at, delivered_at, opened_at, failed_at)
      values (${r.id}, ${m.channel}, ${m.type}, ${m.channel === 'email' ? r.email : r.phone}, ${m.subject}, ${m.text}, ${m.status},
              ${m.channel === 'email' ? 'smtp' : 'twilio'}, ${reached ? 1 : 3}, ${m.error ?? null}, ${r.recruiter_id}, ${at},
              ${reached ? at : null}, ${m.status === 'delivered' ? new Date(at.getTime() + 60_000) : null},
              ${m.status === 'opened' ? new Date(at.getTime() + 2 * HOUR) : null}, ${reached ? null : at})`;
  }
}
