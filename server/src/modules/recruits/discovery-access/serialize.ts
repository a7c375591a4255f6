import type { DiscoveryAccessItem } from '@shared/schemas/recruits.ts';
import { isoOrNull } from '../../../lib/dates.ts';
import type { DiscoveryAccessRow } from './repo.ts';

export const serializeDiscoveryAccess = (row: DiscoveryAccessRow): DiscoveryAccessItem => ({
  ...row,
  granted_at: isoOrNull(row.granted_at),
});
