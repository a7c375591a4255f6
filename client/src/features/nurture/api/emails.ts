import { api } from '@client/lib/api';
import type { EmailQueued } from '@shared/schemas/nurture';
import { type NurtureWriteConfig, useNurtureWrite } from './nurture-keys';

type FreeEmail = { recruit_id: number; subject: string; content: string };

/** A free e-mail to a recruit, queued through the message log (the overview's tracking counts it). */
const sendEmail = (body: FreeEmail) => api.post<EmailQueued>('/nurture/send-email/', body);

export const useSendEmail = (config?: NurtureWriteConfig<EmailQueued, FreeEmail>) => useNurtureWrite(sendEmail, config);
