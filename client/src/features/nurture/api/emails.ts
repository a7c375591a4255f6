import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { EmailPreview, EmailPreviewBody, EmailQueued } from '@shared/schemas/nurture';
import { type NurtureWriteConfig, nurtureKeys, useNurtureWrite } from './nurture-keys';

type FreeEmail = { recruit_id: number; subject: string; content: string };

/** A free e-mail to a recruit, queued through the message log (the overview's tracking counts it). */
const sendEmail = (body: FreeEmail) => api.post<EmailQueued>('/nurture/send-email/', body);

export const useSendEmail = (config?: NurtureWriteConfig<EmailQueued, FreeEmail>) => useNurtureWrite(sendEmail, config);

const previewKeys = { of: (body: EmailPreviewBody) => [...nurtureKeys.all, 'preview', body] as const };

/** A text or campaign step as the chosen recruit would get it, merge fields filled (nothing is sent); null asks nothing. */
export const useEmailPreview = (body: EmailPreviewBody | null) =>
  useQuery({
    queryKey: body ? previewKeys.of(body) : [...nurtureKeys.all, 'preview', 'none'],
    queryFn: ({ signal }) => api.post<EmailPreview>('/nurture/send-email/preview/', body, { signal }),
    enabled: body !== null,
    // The last preview stays while the next one (a keystroke later) loads, so the panel does not blink.
    placeholderData: keepPreviousData,
  });
