import type { BadgeTone } from '@client/components/ui';
import type { ProformaStatus } from '@shared/domain/proforma';

/** The badge colour of a session's status on every proforma screen. */
export const SESSION_TONE: Record<ProformaStatus, BadgeTone> = { scheduled: 'blue', in_progress: 'yellow', completed: 'green' };
