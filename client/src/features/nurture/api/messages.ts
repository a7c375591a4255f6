import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { MessageListResponse, MessageStatus } from '@shared/schemas/messages';

/** The message log's pages, by status filter (docs/nurture.md, "Delivery"). */
const messageKeys = {
  all: ['messages'] as const,
  page: (status: MessageStatus | '', page: number) => [...messageKeys.all, status, page] as const,
};

const fetchMessages = (q: { status: MessageStatus | ''; page: number }, signal?: AbortSignal) =>
  api.get<MessageListResponse>('/messages/', { query: { status: q.status, page: q.page }, signal });

/** docs/spec/doc2.md §8: message load failures are logged only. */
export const useMessages = (status: MessageStatus | '', page: number) =>
  useQuery({
    queryKey: messageKeys.page(status, page),
    queryFn: ({ signal }) => fetchMessages({ status, page }, signal),
    placeholderData: keepPreviousData,
  });
