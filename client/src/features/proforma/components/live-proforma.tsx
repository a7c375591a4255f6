import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { Button, NumberField, textFromNumber } from '@client/components/ui';
import { type CollabRefusal, connectClearView, isRoomFull, ROOM_FULL_TITLE } from '@client/lib/collab';
import { formatMoney, formatNumber, formatPercent, PERCENT_DECIMALS } from '@shared/format';
import { toast } from '@client/lib/toast';
import { useEffectResource } from '@client/lib/use-effect-resource';
import { calculateProforma, computedInputs, type ProformaValues } from '@shared/calc/proforma';
import { EDITABLE_PROFORMA_FIELDS, proformaInputs } from '@shared/collab/proforma-doc';
import { type AwarenessUser, colorFor } from '@shared/collab/awareness';
import { fullName, useSession } from '@client/lib/session';
import { INPUT_CATEGORIES, INPUT_FIELDS, type InputFieldName, type InputUnit, PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { DefaultSource, ProformaSessionItem } from '@shared/schemas/proforma';
import { roomTicket, saveInputs } from '../api';
import { useLiveSession } from '../queries';
import { TrendChart } from './proforma-charts';

const CATEGORY_LABELS: Record<(typeof INPUT_CATEGORIES)[number], string> = {
  production: 'Production',
  margins: 'Margins',
  recruiting: 'Recruiting',
  operations: 'Operations',
  expenses: 'Expenses',
  setup: 'Setup',
};

/** The room's inputs as a snapshot that changes identity only when the map changes. */
function useRoomValues(doc: Y.Doc | null): ProformaValues {
  const subscribe = (notify: () => void) => {
    if (!doc) return () => {};
    const map = proformaInputs(doc);
    map.observe(notify);
    return () => map.unobserve(notify);
  };
  const cache = useSyncExternalStore(subscribe, () => (doc ? snapshotOf(doc) : EMPTY));
  return cache;
}
const EMPTY: ProformaValues = {};
const snapshots = new WeakMap<Y.Doc, { json: string; values: ProformaValues }>();
function snapshotOf(doc: Y.Doc): ProformaValues {
  const values = Object.fromEntries(proformaInputs(doc).entries()) as ProformaValues;
  const json = JSON.stringify(values);
  const last = snapshots.get(doc);
  if (last?.json === json) return last.values;
  snapshots.set(doc, { json, values });
  return values;
}

/** How an input reads while nobody edits it; empty shows the starting value's placeholder. */
const IDLE_FORMAT: Record<InputUnit, (v: number | null) => string> = {
  dollars: (v) => formatMoney(v, { fallback: '' }),
  percentage: (v) => formatPercent(v, PERCENT_DECIMALS.margin, ''),
  units: (v) => formatNumber(v, 2, ''),
};

const SOURCE_HINTS: Record<DefaultSource, string> = {
  clearview: 'From the recruit’s ClearView until someone types',
  standard: 'Standard starting value until someone types',
  pre_session: 'From the pre-session notes until someone types',
};

/**
 * The live proforma (docs/proforma.md, "Live room"): the six input categories bound to the room,
 * the calculation worked out on each side from the same inputs, the summary and the two charts. An
 * input nobody typed shows its starting value (the recruit's ClearView, else doc2 §9's defaults)
 * as a placeholder, and the figures use it. The recruiter edits and saves; the recruit's view is
 * read-only (the server drops its writes anyway). `toolbar` gets the save of what is shown, so a
 * completion can store it first.
 */
export function LiveProforma({
  session,
  editable,
  toolbar,
}: {
  session: ProformaSessionItem;
  editable: boolean;
  toolbar?: (saveShown: () => Promise<unknown>) => ReactNode;
}) {
  const { user } = useSession();
  // Why the room refused us (e.g. it is full): shown where the presence line would be.
  const [refusal, setRefusal] = useState<CollabRefusal | null>(null);
  const connection = useEffectResource((drop) => {
    const c = connectClearView(session.token, {
      room: 'proforma',
      getTicket: () => roomTicket(session.token),
      offlineCache: false,
      onRefused: (r) => {
        toast.error(r.reason || 'The live session is not available');
        setRefusal(r);
        drop();
      },
    });
    // Presence: who is in the room, shown on both sides.
    const me: AwarenessUser = {
      name: user ? fullName(user) || user.email : 'Guest',
      role: user?.type === 'recruiter' ? 'recruiter' : 'recruit',
      color: colorFor(`user-${user?.id ?? 0}`),
    };
    c.provider.awareness.setLocalStateField('user', me);
    return { value: c, close: () => c.destroy() };
  }, session.token);
  const others = usePresence(connection?.provider.awareness ?? null);
  const typed = useRoomValues(connection?.doc ?? null);
  const starting = useLiveSession(session.token).data?.defaults;
  // What the screen shows and computes with: the typed values over the starting ones.
  const values: ProformaValues = { ...(starting?.values ?? {}), ...typed };
  const duration = session.model_type_details.duration_months;
  const calc = calculateProforma(values, duration);
  const computed = computedInputs(values);
  const readOnly = !editable || session.status === 'completed';
  const saveShown = () => saveInputs(session.id, values as Record<string, number>);

  const save = useMutation({
    mutationFn: saveShown,
    meta: { errorToast: PROFORMA_TEXTS.inputsFailed, serverText: true },
    onSuccess: () => toast.success(PROFORMA_TEXTS.inputsSaved),
  });
  const setValue = (f: InputFieldName, raw: string) => {
    if (!connection) return;
    const map = proformaInputs(connection.doc);
    if (raw.trim() === '') map.delete(f);
    else if (Number.isFinite(Number(raw))) map.set(f, Number(raw));
  };

  return (
    <div className="space-y-5" data-testid="live-proforma">
      {toolbar?.(saveShown)}
      {refusal ? (
        <p role="alert" className="text-sm text-red-700">
          {isRoomFull(refusal) ? `${ROOM_FULL_TITLE}. ` : ''}
          {refusal.reason || 'The live session is not available'}
        </p>
      ) : !connection ? (
        <p className="text-sm text-slate-500">Connecting to the live session…</p>
      ) : (
        <p className="text-sm text-slate-600" data-testid="proforma-presence">
          {others.length === 0 ? 'Nobody else is here yet.' : `Also here: ${others.map((o) => `${o.name} (${o.role})`).join(', ')}`}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {INPUT_CATEGORIES.map((cat) => (
          <fieldset key={cat} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <legend className="px-1 text-sm font-semibold text-slate-900">{CATEGORY_LABELS[cat]}</legend>
            {(Object.keys(INPUT_FIELDS) as InputFieldName[])
              .filter((f) => INPUT_FIELDS[f].category === cat)
              .map((f) => {
                const spec = INPUT_FIELDS[f] as { unit: InputUnit; description: string; computed?: boolean };
                const isComputed = !(EDITABLE_PROFORMA_FIELDS as readonly string[]).includes(f);
                const shown = isComputed
                  ? f === 'monthly_volume'
                    ? computed.monthly_volume
                    : computed.margin_percentage
                  : (typed[f] ?? null);
                const source = !isComputed && typed[f] === undefined ? starting?.from[f] : undefined;
                return (
                  <NumberField
                    key={f}
                    label={spec.description}
                    hint={
                      isComputed
                        ? 'Worked out from the inputs above'
                        : source
                          ? SOURCE_HINTS[source]
                          : spec.unit === 'dollars'
                            ? 'US dollars'
                            : undefined
                    }
                    placeholder={source ? formatNumber(starting?.values[f]) : undefined}
                    value={shown}
                    formatIdle={IDLE_FORMAT[spec.unit]}
                    disabled={readOnly || isComputed || !connection}
                    onValueChange={(v) => setValue(f, textFromNumber(v))}
                  />
                );
              })}
          </fieldset>
        ))}
      </div>
      {editable && session.status !== 'completed' && (
        <div className="flex justify-end">
          <Button onClick={() => save.mutate()} loading={save.isPending} loadingText="Saving..." disabled={!connection}>
            Save Inputs
          </Button>
        </div>
      )}
      {calc ? (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-label="Projection summary">
            {[
              ['Total revenue', formatMoney(calc.yearly_summary.total_revenue)],
              ['Total expenses', formatMoney(calc.yearly_summary.total_expenses)],
              ['Net profit', formatMoney(calc.yearly_summary.net_profit)],
              ['Avg monthly profit', formatMoney(calc.yearly_summary.avg_monthly_profit)],
              [
                'Break-even month',
                calc.yearly_summary.break_even_month ? `Month ${calc.yearly_summary.break_even_month}` : 'Not within the model',
              ],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd
                  className="mt-1 text-lg font-semibold text-slate-900"
                  data-testid={`summary-${label.toLowerCase().replace(/\W+/g, '-')}`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <TrendChart
              title="Revenue and expenses"
              data={calc.charts_data.revenue_trend}
              series={[
                { key: 'revenue', name: 'Revenue', color: '#4f46e5' },
                { key: 'expenses', name: 'Expenses', color: '#f97316' },
              ]}
            />
            <TrendChart
              title="Profit"
              data={calc.charts_data.profit_trend}
              series={[
                { key: 'profit', name: 'Monthly profit', color: '#16a34a' },
                { key: 'cumulative_profit', name: 'Cumulative profit', color: '#0ea5e9' },
              ]}
            />
          </div>
        </>
      ) : (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
          The projection appears once loans closed per month, average loan amount and target margin are filled in.
        </p>
      )}
    </div>
  );
}

const NOBODY: AwarenessUser[] = [];
const presenceCache = new WeakMap<Awareness, { key: string; users: AwarenessUser[] }>();
/** The other people in the room (their awareness `user`), as a snapshot that changes only when they do. */
function usePresence(awareness: Awareness | null): AwarenessUser[] {
  const subscribe = (notify: () => void) => {
    if (!awareness) return () => {};
    awareness.on('change', notify);
    return () => awareness.off('change', notify);
  };
  return useSyncExternalStore(subscribe, () => {
    if (!awareness) return NOBODY;
    const users = [...awareness.getStates().entries()]
      .filter(([id, state]) => id !== awareness.clientID && state.user)
      .map(([, state]) => state.user as AwarenessUser);
    const key = JSON.stringify(users);
    const last = presenceCache.get(awareness);
    if (last?.key === key) return last.users;
    presenceCache.set(awareness, { key, users });
    return users;
  });
}
