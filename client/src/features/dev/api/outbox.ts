import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { OutboxList } from '@shared/schemas/messages';

/** The development outbox (docs/security.md, "Development conveniences"): the log's latest messages with their links. */
const outboxKeys = { all: ['dev-outbox'] as const };

async function fetchOutbox(signal?: AbortSignal) {
  const { results } = await api.get<OutboxList>('/dev/outbox/', { signal });
  return [...results].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export const useOutbox = () => useQuery({ queryKey: outboxKeys.all, queryFn: ({ signal }) => fetchOutbox(signal) });
