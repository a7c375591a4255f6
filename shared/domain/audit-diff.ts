// Before and after of a change, as the audit log keeps them (docs/team.md, "Audit log"): only the
// keys whose value changed. The server stores this; the Audit log page lists it path by path.

type Json = unknown;

const isPlainObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/** The parts of `before` and `after` that differ, nested as they are; arrays and other values compare whole. */
export function onlyChanged(before: Json, after: Json): { before: Json; after: Json } {
  if (!isPlainObject(before) || !isPlainObject(after)) return { before, after };
  const b: Record<string, Json> = {};
  const a: Record<string, Json> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    const inner = onlyChanged(before[key], after[key]);
    if (key in before) b[key] = inner.before;
    if (key in after) a[key] = inner.after;
  }
  return { before: b, after: a };
}

type ChangedValue = { path: string; before: Json; after: Json };

/** Each changed leaf as a dotted path (`pricing.base_fee`) with its two values; undefined where one side lacks it. */
export function changedPaths(before: Json, after: Json, prefix = ''): ChangedValue[] {
  if (!isPlainObject(before) || !isPlainObject(after)) {
    return same(before, after) ? [] : [{ path: prefix || 'value', before, after }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key));
}
