import { useState } from 'react';
import type { FormErrors } from '@client/lib/forms';
import { EMPTY_REQUEST_FORM, requestPayload, validateRequestForm } from './request-form-state';

/**
 * The state of an onboarding request form (the recruiter's modal, the recruit's inline form):
 * `checked()` shows the request schema's problems under their fields and answers the payload
 * only when there are none.
 */
export function useRequestForm() {
  const [form, setForm] = useState(EMPTY_REQUEST_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const checked = () => {
    const invalid = validateRequestForm(form);
    setErrors(invalid);
    return Object.keys(invalid).length === 0 ? requestPayload(form) : null;
  };
  const reset = () => {
    setForm(EMPTY_REQUEST_FORM);
    setErrors({});
  };
  return { form, setForm, errors, setErrors, checked, reset };
}
