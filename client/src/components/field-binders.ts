// The props that tie a form's fields to one state object, so each field names only its label and
// limits: `<Field label="Title" maxLength={255} {...bind.text('title')} />`.
import type { ChangeEvent } from 'react';
import { numberFromText, textFromNumber } from '@client/components/ui';
import type { FormErrors } from '@client/lib/forms';

/** The keys of F whose values are of type V. */
type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];

interface BindOptions {
  /** Each field's error, by its key. */
  errors?: FormErrors;
  /** Every bound field is disabled (while the form sends). */
  disabled?: boolean;
}

/**
 * Binders for a form kept as one object: `text` for inputs and text areas, `number` for a
 * NumberField over text (a blank field is no number yet), `flag` for a checkbox (which shows no error).
 */
export function fieldBinders<F extends object>(
  form: F,
  set: <K extends keyof F>(key: K, value: F[K]) => void,
  { errors = {}, disabled }: BindOptions = {},
) {
  const error = (key: keyof F) => errors[key as string];
  return {
    text: <K extends KeysOf<F, string>>(key: K) => ({
      value: form[key] as string,
      error: error(key),
      disabled,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value as F[K]),
    }),
    number: <K extends KeysOf<F, string>>(key: K) => ({
      value: numberFromText(form[key] as string),
      error: error(key),
      disabled,
      onValueChange: (v: number | null) => set(key, textFromNumber(v) as F[K]),
    }),
    flag: <K extends KeysOf<F, boolean>>(key: K) => ({
      checked: form[key] as boolean,
      disabled,
      onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.checked as F[K]),
    }),
  };
}
