import { api } from '@client/lib/api';

/** A mail the server would have sent, kept in its outbox for development. */
export interface OutboxMessage {
  id: number | string;
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
