import { type FormEvent, useState } from 'react';
import { Badge, Button, ConfirmDialog, cx, Field } from '@client/components/ui';
import { hrefs } from '@client/config/paths';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { CreateScenarioBody, type Scenario } from '@shared/schemas/scenarios';
import { NewTabLink } from './new-tab-link';
import { useCreateSandbox, useDeleteScenario } from '../../api/scenarios';

type Props = { recruitId: number; scenarios: Scenario[]; active: Scenario | null; onSwitch: (s: Scenario) => void };

/**
 * The scenario manager (docs/spec/doc2.md "Scenario manager"): the baseline is the locked reference;
 * sandboxes are the recruit's own what-ifs, created, switched and deleted here.
 */
export function ScenarioManager({ recruitId, scenarios, active, onSwitch }: Props) {
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const [naming, setNaming] = useState(false);
  const sandboxes = scenarios.filter((s) => s.type === 'sandbox');
  const baseline = scenarios.find((s) => s.type === 'baseline');
  const create = useCreateSandbox(recruitId);
  const createSandbox = (name: string, then?: () => void) =>
    create.mutate(
      { name, from: baseline },
      {
        onSuccess: (created) => {
          onSwitch(created);
          then?.();
        },
      },
    );
  const remove = useDeleteScenario(recruitId);
  const confirmDelete = (s: Scenario) =>
    remove.mutate(s, {
      onSuccess: () => {
        setDeleting(null);
        // The active one falls back to the baseline, or the first left.
        if (active?.id === s.id) {
          const left = scenarios.filter((x) => x.id !== s.id);
          const next = left.find((x) => x.type === 'baseline') ?? left[0];
          if (next) onSwitch(next);
        }
      },
    });
  return (
    <section aria-labelledby="scenarios-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="scenarios-title" className="text-sm font-semibold text-slate-900">
          Scenarios
        </h3>
        <div className="flex flex-wrap gap-2">
          {/* docs/spec/doc2.md §5: the quick one is named 'Sandbox Scenario N', N = sandboxes + 1. */}
          <Button
            size="sm"
            onClick={() => createSandbox(`Sandbox Scenario ${sandboxes.length + 1}`)}
            loading={create.isPending && !naming}
            loadingText="Creating..."
          >
            New Sandbox
          </Button>
          <Button size="sm" variant="outline" aria-expanded={naming} onClick={() => setNaming((n) => !n)}>
            Name a Sandbox
          </Button>
        </div>
      </div>
      {naming && (
        <NameForm
          recruitId={recruitId}
          busy={create.isPending}
          serverError={create.error}
          onCreate={(name) => createSandbox(name, () => setNaming(false))}
          onCancel={() => setNaming(false)}
        />
      )}
      <ul className="space-y-2">
        {scenarios.map((s) => (
          <li
            key={s.id}
            className={cx('rounded-lg border px-3 py-2', active?.id === s.id ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200')}
          >
            <div className="flex items-start gap-3">
              <button type="button" className="min-w-0 flex-1 text-left" aria-pressed={active?.id === s.id} onClick={() => onSwitch(s)}>
                <span className="block truncate text-sm font-medium text-slate-900">{s.name}</span>
                <span className="text-xs text-slate-600">
                  {s.type === 'baseline' ? 'Locked reference from your ClearView session' : 'Your what-if'}
                </span>
              </button>
              {s.type === 'baseline' && <Badge tone="gray">Locked</Badge>}
            </div>
            <div className="mt-1 -ml-3 flex flex-wrap items-center gap-1">
              <NewTabLink href={hrefs.scenarioCalculator(s)} label={`Open ${s.name} in the calculator (new tab)`} look="text">
                Open
              </NewTabLink>
              {s.type === 'sandbox' && baseline && (
                <NewTabLink
                  href={hrefs.scenarioComparison(baseline.id, s.id)}
                  label={`Compare ${s.name} with the baseline (new tab)`}
                  look="text"
                >
                  Compare
                </NewTabLink>
              )}
              {s.type === 'sandbox' && (
                <Button size="sm" variant="ghost" className="ml-auto" aria-label={`Delete ${s.name}`} onClick={() => setDeleting(s)}>
                  Delete
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete scenario"
        message="Are you sure you want to delete this scenario?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/** The other creation form of docs/spec/doc2.md §5: the recruit names the sandbox; a blank name is refused. */
function NameForm({
  recruitId,
  busy,
  serverError,
  onCreate,
  onCancel,
}: {
  recruitId: number;
  busy: boolean;
  serverError: unknown;
  onCreate: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The request's own schema: 'Please enter a scenario name' for a blank or spaces-only name.
    const checked = checkWith(CreateScenarioBody, { recruit: recruitId, name, type: 'sandbox' });
    setErrors(checked.errors);
    if (checked.data) onCreate(checked.data.name);
  };
  const shown = formErrors(errors, serverError);
  return (
    <form aria-label="Name a sandbox" noValidate onSubmit={submit} className="mb-3 space-y-2 rounded-lg border border-slate-200 p-3">
      <Field label="Scenario name" required value={name} error={shown.name} onChange={(e) => setName(e.target.value)} />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" type="submit" loading={busy} loadingText="Creating...">
          Create
        </Button>
      </div>
    </form>
  );
}
