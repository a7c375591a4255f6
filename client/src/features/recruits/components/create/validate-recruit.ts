import type { SELECT_A_STATE as ServerStateText } from '@shared/schemas/recruits';
import { DEFAULT_RECRUITING_SOURCE, type RecruitingSource } from '@shared/domain/recruiting-sources';
import { INVALID_EMAIL, isEmail } from '@shared/domain/account-rules';

/** The Create New Recruit form's values and its client-side rules (docs/spec/doc1.md §5, exact texts). */

export interface RecruitForm {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  states_licensed: string[];
  nmls_id: string;
  recruiting_source: RecruitingSource;
  notes: string;
}

export type RecruitFormErrors = Partial<Record<keyof RecruitForm, string>>;

export const EMPTY_RECRUIT_FORM: RecruitForm = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  states_licensed: [],
  nmls_id: '',
  recruiting_source: DEFAULT_RECRUITING_SOURCE,
  notes: '',
};

// The server's text, typed against its constant without importing zod into the page.
const SELECT_A_STATE: typeof ServerStateText = 'Select at least one state';
export function validateRecruitForm(form: RecruitForm): RecruitFormErrors {
  const errors: RecruitFormErrors = {};
  if (!form.first_name.trim()) errors.first_name = 'First name is required';
  if (!form.last_name.trim()) errors.last_name = 'Last name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(form.email)) errors.email = INVALID_EMAIL;
  if (!form.phone.trim()) errors.phone = 'Phone is required';
  if (form.states_licensed.length === 0) errors.states_licensed = SELECT_A_STATE;
  return errors;
}

/** The create payload: trimmed text, optional fields left empty become null / ''. */
export function toCreatePayload(form: RecruitForm) {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    states_licensed: form.states_licensed,
    nmls_id: form.nmls_id.trim() || null,
    recruiting_source: form.recruiting_source,
    notes: form.notes.trim(),
  };
}
