import { Field, SelectField, TextAreaField } from '@client/components/ui';
import { RECRUITING_SOURCES } from '@shared/domain/recruiting-sources';
import { StateCheckboxGrid } from './state-checkbox-grid';
import type { RecruitForm, RecruitFormErrors } from './validate-recruit';

const SOURCE_OPTIONS = Object.entries(RECRUITING_SOURCES).map(([value, label]) => ({ value, label }));

interface Props {
  form: RecruitForm;
  errors: RecruitFormErrors;
  onChange: (patch: Partial<RecruitForm>) => void;
}

/** The inputs of the Create New Recruit form. */
export function CreateRecruitFields({ form, errors, onChange }: Props) {
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label="First Name"
          required
          autoComplete="off"
          value={form.first_name}
          onChange={(e) => onChange({ first_name: e.target.value })}
          error={errors.first_name}
          maxLength={100}
          autoFocus
        />
        <Field
          label="Last Name"
          required
          autoComplete="off"
          value={form.last_name}
          onChange={(e) => onChange({ last_name: e.target.value })}
          error={errors.last_name}
          maxLength={100}
        />
        <Field
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={form.email}
          onChange={(e) => onChange({ email: e.target.value })}
          error={errors.email}
          maxLength={254}
        />
        <Field
          label="Phone"
          type="tel"
          required
          autoComplete="off"
          value={form.phone}
          onChange={(e) => onChange({ phone: e.target.value })}
          error={errors.phone}
          maxLength={40}
        />
      </div>

      <StateCheckboxGrid
        selected={form.states_licensed}
        onChange={(states_licensed) => onChange({ states_licensed })}
        error={errors.states_licensed}
      />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label="NMLS ID"
          hint="Optional"
          value={form.nmls_id}
          onChange={(e) => onChange({ nmls_id: e.target.value })}
          error={errors.nmls_id}
          maxLength={20}
        />
        <SelectField
          label="Recruiting Source"
          options={SOURCE_OPTIONS}
          value={form.recruiting_source}
          onChange={(e) => onChange({ recruiting_source: e.target.value as RecruitForm['recruiting_source'] })}
          error={errors.recruiting_source}
        />
      </div>

      <TextAreaField
        label="Notes"
        hint="Optional"
        value={form.notes}
        onChange={(e) => onChange({ notes: e.target.value })}
        error={errors.notes}
        maxLength={5000}
      />
    </div>
  );
}
