import { api } from '@client/lib/api';

/** A message of the log (e-mail or SMS) as the development outbox shows it (docs/nurture.md, "Delivery"). */
export interface OutboxMessage {
  id: number | string;
  channel: 'email' | 'sms';
  status: string;
  transport: string | null;
  last_error: string | null;
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
}

export async function fetchOutbox(): Promise<OutboxMessage[]> {
  const data = await api.get<{ messages?: OutboxMessage[] }>('/dev/outbox/');
  const messages = data?.messages ?? [];
  return [...messages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
