import { useRef, useState } from 'react';

type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The sign-in and password forms' own check on submit (docs/client.md, "Forms"): each error shows
 * under its field and the first wrong field, in `fields` order, takes the focus.
 */
export function useFieldCheck<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  return {
    errors,
    setErrors,
    /** The ref of a field's input, so that `passes` can focus it. */
    ref: (field: F) => (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    /** Shows `found`; true when nothing is wrong, else focuses the first wrong field. */
    passes: (found: FieldErrors<F>): boolean => {
      setErrors(found);
      const first = fields.find((field) => found[field]);
      if (first === undefined) return true;
      inputs.current[first]?.focus();
      return false;
    },
  };
}
