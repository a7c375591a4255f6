// JSON Merge Patch (RFC 7386): how a PATCH of a free-form object (a scenario's data) applies.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `patch` applied to `target`: objects merge key by key, `null` removes a key, anything else
 * (numbers, strings, arrays) replaces. Neither argument is changed.
 */
export function mergePatch(target: unknown, patch: Json): Json {
  const out: Json = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = isObject(value) ? mergePatch(out[key], value) : value;
  }
  return out;
}
