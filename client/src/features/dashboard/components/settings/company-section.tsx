import { type FormEvent, useState } from 'react';
import { Button, Checkbox, Field, NumberField, numberFromText, textFromNumber } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useDraft } from '@client/lib/use-changed';
import type { CompanySettings, ExpenseCategory } from '@shared/calc/settings';
import type { CompanySettingsPatch, CompanySettingsResponse } from '@shared/schemas/company-settings';
import { useCompanySettings, useSaveCompanySettings } from '../../api/settings';
import { SettingsCard, WithSaved } from './settings-card';

type Group = 'growthRates' | 'financialMetrics' | 'parRates' | 'riskProfiles';
/** How a stored value is shown: rates as percents, basis points as bps, the rest as they are. */
type Unit = 'percent' | 'bps' | 'dollars' | 'plain';
type Spec = { group: Group; key: string; label: string; unit: Unit };

/** One group's fields, each given as [key, label, unit]: they all belong to `group`. */
const fieldsOf = (group: Group, title: string, fields: [key: string, label: string, unit: Unit][]) => ({
  title,
  fields: fields.map(([key, label, unit]): Spec => ({ group, key, label, unit })),
});

const SPECS: { title: string; fields: Spec[] }[] = [
  fieldsOf('growthRates', 'Growth rates (per year)', [
    ['production', 'Production', 'percent'],
    ['recruiting', 'Recruiting', 'percent'],
    ['company', 'Company', 'percent'],
    ['volume', 'Volume', 'percent'],
  ]),
  fieldsOf('financialMetrics', 'Financial metrics', [
    ['baseDistributionPool', 'Base distribution pool', 'dollars'],
    ['companyTotalVolume', 'Company total volume', 'dollars'],
    ['recruitingBasisPoints', 'Recruiting basis points', 'bps'],
    ['defaultRetention', 'Default retention', 'percent'],
    ['equityMultiple', 'Equity multiple', 'plain'],
    ['discountRate', 'Discount rate', 'percent'],
  ]),
  fieldsOf('parRates', 'PAR rates (percent points)', [
    ['clearPAR', 'Clear PAR', 'plain'],
    ['clearMargin', 'Clear margin', 'plain'],
  ]),
  fieldsOf('riskProfiles', 'Risk profiles (multipliers, 0 to 1)', [
    ['conservative', 'Conservative', 'plain'],
    ['moderate', 'Moderate', 'plain'],
    ['aggressive', 'Aggressive', 'plain'],
  ]),
];

const SCALE: Record<Unit, number> = { percent: 100, bps: 10_000, dollars: 1, plain: 1 };
const SUFFIX: Record<Unit, string> = { percent: '%', bps: 'bps', dollars: '$', plain: '' };
const path = (s: Spec) => `${s.group}.${s.key}`;
// Shown without float noise (0.15 × 100 = 15.000000000000002).
const shown = (value: number, unit: Unit) => String(Number((value * SCALE[unit]).toPrecision(12)));
const stored = (text: string, unit: Unit) => Number((Number(text) / SCALE[unit]).toPrecision(12));

type Draft = { values: Record<string, string>; expenses: ExpenseCategory[] };
const draftOf = (s: CompanySettings): Draft => ({
  values: Object.fromEntries(
    SPECS.flatMap((g) => g.fields).map((f) => [path(f), shown((s[f.group] as unknown as Record<string, number>)[f.key], f.unit)]),
  ),
  expenses: s.expenseCategories.map((c) => ({ ...c })),
});

/** The financial defaults of docs/spec/doc1.md §9, which every new calculation reads from the server. */
export function CompanySection() {
  return (
    <WithSaved read={useCompanySettings()} loading="Loading company settings..." failed="Failed to load company settings">
      {(saved) => <CompanyForm saved={saved} />}
    </WithSaved>
  );
}

function CompanyForm({ saved }: { saved: CompanySettingsResponse }) {
  const [draft, setDraft] = useDraft(saved, draftOf);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveCompanySettings(() => toast.success('Company settings saved'));
  const patchOf = (d: Draft): CompanySettingsPatch => {
    const patch: Record<string, Record<string, number> | ExpenseCategory[]> = { expenseCategories: d.expenses };
    for (const f of SPECS.flatMap((g) => g.fields)) {
      patch[f.group] = { ...(patch[f.group] as Record<string, number>), [f.key]: stored(d.values[path(f)], f.unit) };
    }
    return patch;
  };
  const server = save.error ? fieldErrors(save.error) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const f of SPECS.flatMap((g) => g.fields)) {
      const v = draft.values[path(f)].trim();
      if (v === '' || !Number.isFinite(Number(v))) next[path(f)] = `${f.label} must be a number`;
    }
    draft.expenses.forEach((c, i) => {
      if (!c.label.trim()) next[`expenseCategories.${i}.label`] = 'Name the category';
    });
    setProblems(next);
    if (Object.keys(next).length === 0) save.mutate(patchOf(draft));
  };
  const setExpense = (i: number, patch: Partial<ExpenseCategory>) =>
    setDraft((d) => ({ ...d, expenses: d.expenses.map((c, j) => (j === i ? { ...c, ...patch } : c)) }));

  return (
    <SettingsCard
      title="Company settings"
      description="The financial defaults of every new ClearView and proforma calculation. Changes apply to calculations from the next load on."
    >
      <form onSubmit={submit} noValidate className="space-y-6" aria-label="Company settings">
        {SPECS.map((g) => (
          <fieldset key={g.title}>
            <legend className="mb-2 text-sm font-medium text-slate-900">{g.title}</legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {g.fields.map((f) => (
                <NumberField
                  key={path(f)}
                  label={f.label}
                  decimals={6}
                  value={numberFromText(draft.values[path(f)])}
                  error={problems[path(f)] ?? server[path(f)]}
                  trailing={SUFFIX[f.unit] ? <span className="text-xs text-slate-500">{SUFFIX[f.unit]}</span> : undefined}
                  onValueChange={(v) => setDraft((d) => ({ ...d, values: { ...d.values, [path(f)]: textFromNumber(v) } }))}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900">Expense categories</legend>
          <ul className="space-y-3">
            {draft.expenses.map((c, i) => (
              <li key={c.key} className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_auto_auto]">
                <Field
                  label="Category"
                  value={c.label}
                  error={problems[`expenseCategories.${i}.label`] ?? server[`expenseCategories.${i}.label`]}
                  onChange={(e) => setExpense(i, { label: e.target.value })}
                />
                <NumberField
                  label="Default amount"
                  value={c.defaultAmount}
                  trailing={<span className="text-xs text-slate-500">$</span>}
                  onValueChange={(v) => setExpense(i, { defaultAmount: v ?? 0 })}
                />
                <Checkbox
                  label="Required"
                  checked={c.required}
                  onChange={(e) => setExpense(i, { required: e.target.checked })}
                  className="pb-2"
                />
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${c.label || 'category'}`}
                  onClick={() => setDraft((d) => ({ ...d, expenses: d.expenses.filter((_, j) => j !== i) }))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="link"
            className="mt-2"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                expenses: [...d.expenses, { key: `custom_${Date.now().toString(36)}`, label: '', required: false, defaultAmount: 0 }],
              }))
            }
          >
            Add a category
          </Button>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            Save Company Settings
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
