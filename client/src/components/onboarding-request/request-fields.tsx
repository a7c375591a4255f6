import { Checkbox, Field, NumberField, TextAreaField } from '@client/components/ui';
import { TEAM_RANGE, YEARS_RANGE, type RequestFormState } from './request-form-state';

interface RequestFieldsProps {
  value: RequestFormState;
  onChange: (next: RequestFormState) => void;
  errors?: Record<string, string | undefined>;
  /** Wording: the recruiter's modal (docs/spec/doc3.md §2.4) or the recruit's own form (docs/spec/doc2.md). */
  variant: 'recruiter' | 'recruit';
  disabled?: boolean;
}

/** The form keeps text; a blank field is no number yet. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Start date, experience, company, role, team, volume, requirements and notes. */
export function RequestFields({ value, onChange, errors = {}, variant, disabled }: RequestFieldsProps) {
  const set = <K extends keyof RequestFormState>(key: K, v: RequestFormState[K]) => onChange({ ...value, [key]: v });
  const own = variant === 'recruit';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Preferred Start Date"
        type="date"
        value={value.preferred_start_date}
        onChange={(e) => set('preferred_start_date', e.target.value)}
        error={errors.preferred_start_date}
        disabled={disabled}
      />
      <NumberField
        label={own ? 'Years of Experience' : 'Years Experience'}
        decimals={0}
        min={YEARS_RANGE.min}
        max={YEARS_RANGE.max}
        value={numberOrNull(value.years_experience)}
        onValueChange={(v) => set('years_experience', v === null ? '' : String(v))}
        error={errors.years_experience}
        disabled={disabled}
      />
      <Field
        label="Current Company"
        value={value.current_company}
        maxLength={255}
        onChange={(e) => set('current_company', e.target.value)}
        error={errors.current_company}
        disabled={disabled}
      />
      <Field
        label="Current Role"
        value={value.current_role}
        maxLength={255}
        onChange={(e) => set('current_role', e.target.value)}
        error={errors.current_role}
        disabled={disabled}
      />
      <div className="flex items-end pb-2">
        <Checkbox
          label={own ? 'I have a team' : 'Has Team'}
          checked={value.has_team}
          onChange={(e) => set('has_team', e.target.checked)}
          disabled={disabled}
        />
      </div>
      {value.has_team ? (
        <NumberField
          label="Team Size"
          decimals={0}
          min={TEAM_RANGE.min}
          max={TEAM_RANGE.max}
          value={numberOrNull(value.team_size)}
          onValueChange={(v) => set('team_size', v === null ? '' : String(v))}
          error={errors.team_size}
          disabled={disabled}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <Field
        label="Current Volume"
        className="sm:col-span-2"
        placeholder="e.g. $50M annually, 15 loans/month"
        value={value.current_volume}
        maxLength={255}
        onChange={(e) => set('current_volume', e.target.value)}
        error={errors.current_volume}
        disabled={disabled}
      />
      <TextAreaField
        label="Special Requirements"
        className="sm:col-span-2"
        value={value.special_requirements}
        maxLength={5000}
        onChange={(e) => set('special_requirements', e.target.value)}
        error={errors.special_requirements}
        disabled={disabled}
      />
      <TextAreaField
        label="Additional Notes"
        className="sm:col-span-2"
        value={value.notes}
        maxLength={5000}
        onChange={(e) => set('notes', e.target.value)}
        error={errors.notes}
        disabled={disabled}
      />
    </div>
  );
}
