import { checkWith } from '@client/lib/forms';
import { RecruitCreateBody } from '@shared/schemas/recruits';
import { DEFAULT_RECRUITING_SOURCE, type RecruitingSource } from '@shared/domain/recruiting-sources';

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

/** The form checked with the request's own schema (shared/schemas/recruits.ts): the texts of docs/spec/doc1.md §5. */
export function validateRecruitForm(form: RecruitForm): RecruitFormErrors {
  return (checkWith(RecruitCreateBody, toCreatePayload(form)).errors ?? {}) as RecruitFormErrors;
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
