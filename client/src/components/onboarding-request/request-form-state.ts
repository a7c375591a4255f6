import { checkWith, type FormErrors } from '@client/lib/forms';
import { RecruitRequestBody } from '@shared/schemas/onboarding';

/** The onboarding request fields shared by the recruiter's modal and the recruit's inline form. */
export interface RequestFormState {
  preferred_start_date: string;
  years_experience: string;
  current_company: string;
  current_role: string;
  has_team: boolean;
  team_size: string;
  current_volume: string;
  special_requirements: string;
  notes: string;
}

export const EMPTY_REQUEST_FORM: RequestFormState = {
  preferred_start_date: '',
  years_experience: '',
  current_company: '',
  current_role: '',
  has_team: false,
  team_size: '',
  current_volume: '',
  special_requirements: '',
  notes: '',
};

/** Limits of docs/spec/doc2.md §5 / docs/spec/doc3.md §5. */
export const YEARS_RANGE = { min: 0, max: 50 };
export const TEAM_RANGE = { min: 1, max: 100 };

export interface RequestFieldsPayload {
  preferred_start_date?: string;
  years_experience?: number;
  current_company?: string;
  current_role?: string;
  has_team: boolean;
  team_size?: number;
  current_volume?: string;
  special_requirements?: string;
  notes?: string;
}

/** Whole number or undefined when empty (numbers are left out when empty, docs/spec/doc3.md §5). */
const toInt = (v: string) => (v.trim() === '' ? undefined : Math.trunc(Number(v)));
const textOrUndefined = (v: string) => v.trim() || undefined;

/**
 * Field → message from the request's own schema (shared/schemas/onboarding.ts), as the server would
 * answer; empty when the form can be sent.
 */
export function validateRequestForm(f: RequestFormState): FormErrors {
  return checkWith(RecruitRequestBody, requestPayload(f)).errors ?? {};
}

/** The payload: integers parsed, blanks left out, team size only with a team. */
export function requestPayload(f: RequestFormState): RequestFieldsPayload {
  return {
    preferred_start_date: textOrUndefined(f.preferred_start_date),
    years_experience: toInt(f.years_experience),
    current_company: textOrUndefined(f.current_company),
    current_role: textOrUndefined(f.current_role),
    has_team: f.has_team,
    team_size: f.has_team ? toInt(f.team_size) : undefined,
    current_volume: textOrUndefined(f.current_volume),
    special_requirements: textOrUndefined(f.special_requirements),
    notes: textOrUndefined(f.notes),
  };
}
