// An activity entry's details in people's words, for the Candidate Activity table and anything else
// that shows the log: ids are left out, keys and enum values go through the label map, times are
// shown in the reader's zone.
import { formatDateTime, isIsoDateText } from '../format/dates';
import { formatNumber, formatPercent } from '../format/numbers';
import { humanizeKey } from '../format/text';
import { type LabelKind, labelOf } from './labels';

/** The label map a detail's value belongs to, where the value is a key rather than free text. */
const VALUE_KIND: Record<string, LabelKind | 'key'> = {
  from: 'recruitStatus',
  to: 'recruitStatus',
  recruiting_source: 'recruitingSource',
  model_type: 'modelType',
  meeting_type: 'meetingType',
  channel: 'stepChannel',
  module: 'discoveryModule',
  modules: 'discoveryModule',
  // Recruit columns or proforma inputs: spelled out from the key.
  fields: 'key',
};

/** Details that name internal records (and the scenario row id): meaningless to a reader. */
const isIdKey = (key: string) => key === 'id' || key.endsWith('_id') || key === 'scenario';

function valueText(key: string, value: unknown, timeZone?: string): string | null {
  const kind = VALUE_KIND[key];
  if (Array.isArray(value)) {
    const parts = value.filter((v) => typeof v === 'string' || typeof v === 'number').map((v) => valueText(key, v, timeZone));
    return parts.length ? parts.join(', ') : null;
  }
  if (typeof value === 'number') return key.endsWith('_percentage') ? formatPercent(value, 0) : formatNumber(value, 2);
  if (typeof value !== 'string' || value === '') return null;
  if (isIsoDateText(value)) return formatDateTime(value, { timeZone });
  if (kind === 'key') return humanizeKey(value);
  return kind ? labelOf(kind, value) : value;
}

/** "Recruit updated" details → "Changed: Phone, Email"; a status move → "ClearView scheduled → ClearView completed". */
export function describeActivityDetails(
  details: Record<string, unknown>,
  { timeZone, max = 120 } = {} as { timeZone?: string; max?: number },
): string {
  if (typeof details.subject === 'string') return details.subject;
  const from = valueText('from', details.from, timeZone);
  const to = valueText('to', details.to, timeZone);
  if (from && to) return `${from} → ${to}`;
  const text = Object.entries(details)
    .filter(([key]) => !isIdKey(key) && key !== 'from' && key !== 'to')
    .flatMap(([key, value]) => {
      const shown = valueText(key, value, timeZone);
      return shown === null ? [] : [`${labelOf('activityDetail', key)}: ${shown}`];
    })
    .concat(to ? [`To: ${to}`] : [])
    .join(' · ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
