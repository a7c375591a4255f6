import type { AuditLogItem } from '@shared/schemas/audit.ts';
import type { AuditRow } from './repo.ts';

export const serializeAudit = (row: AuditRow): AuditLogItem => ({ ...row, created_at: row.created_at.toISOString() });

/** The export's columns: before and after as their JSON text. */
export const AUDIT_CSV_COLUMNS = [
  { key: 'created_at', label: 'When' },
  { key: 'actor_label', label: 'Actor' },
  { key: 'actor_id', label: 'Actor id' },
  { key: 'action', label: 'Action' },
  { key: 'object_type', label: 'Object type' },
  { key: 'object_id', label: 'Object id' },
  { key: 'before', label: 'Before' },
  { key: 'after', label: 'After' },
] as const;

const jsonText = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export const auditCsvRow = (row: AuditRow): Record<string, string | number | null> => ({
  ...row,
  created_at: row.created_at.toISOString(),
  before: jsonText(row.before),
  after: jsonText(row.after),
});
