import { useState } from 'react';

const FIRST = Symbol('first render');

/**
 * True during the render in which `value` differs from the one before (and on the first render).
 * A form resets its fields right there, while rendering, instead of in an effect that renders twice
 * (React's "adjusting state when a prop changes"; docs/client.md, "Server state").
 */
export function useChanged(value: unknown): boolean {
  const [seen, setSeen] = useState<unknown>(FIRST);
  if (Object.is(seen, value)) return false;
  setSeen(value);
  return true;
}
