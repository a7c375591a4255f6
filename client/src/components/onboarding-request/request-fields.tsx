import { Checkbox, Field, NumberField, TextAreaField } from '@client/components/ui';
import { fieldBinders } from '@client/components/field-binders';
import { TEAM_RANGE, YEARS_RANGE, type RequestFormState } from './request-form-state';

interface RequestFieldsProps {
  value: RequestFormState;
  onChange: (next: RequestFormState) => void;
  errors?: Record<string, string | undefined>;
  /** Wording: the recruiter's modal (docs/spec/doc3.md §2.4) or the recruit's own form (docs/spec/doc2.md). */
  variant: 'recruiter' | 'recruit';
  disabled?: boolean;
}

/** Start date, experience, company, role, team, volume, requirements and notes. */
export function RequestFields({ value, onChange, errors = {}, variant, disabled }: RequestFieldsProps) {
  const bind = fieldBinders(value, (key, v) => onChange({ ...value, [key]: v }), { errors, disabled });
  const own = variant === 'recruit';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Preferred Start Date" type="date" {...bind.text('preferred_start_date')} />
      <NumberField
        label={own ? 'Years of Experience' : 'Years Experience'}
        decimals={0}
        min={YEARS_RANGE.min}
        max={YEARS_RANGE.max}
        {...bind.number('years_experience')}
      />
      <Field label="Current Company" maxLength={255} {...bind.text('current_company')} />
      <Field label="Current Role" maxLength={255} {...bind.text('current_role')} />
      <div className="flex items-end pb-2">
        <Checkbox label={own ? 'I have a team' : 'Has Team'} {...bind.flag('has_team')} />
      </div>
      {value.has_team ? (
        <NumberField label="Team Size" decimals={0} min={TEAM_RANGE.min} max={TEAM_RANGE.max} {...bind.number('team_size')} />
      ) : (
        <div className="hidden sm:block" />
      )}
      <Field
        label="Current Volume"
        className="sm:col-span-2"
        placeholder="e.g. $50M annually, 15 loans/month"
        maxLength={255}
        {...bind.text('current_volume')}
      />
      <TextAreaField label="Special Requirements" className="sm:col-span-2" maxLength={5000} {...bind.text('special_requirements')} />
      <TextAreaField label="Additional Notes" className="sm:col-span-2" maxLength={5000} {...bind.text('notes')} />
    </div>
  );
}
