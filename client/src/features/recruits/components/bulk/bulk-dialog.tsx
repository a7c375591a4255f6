import { useState } from 'react';
import { Button, Field, Modal, ModalActions, SelectField, TextAreaField } from '@client/components/ui';
import { RECRUIT_STATUSES, STATUS_LABELS } from '@shared/domain/recruit-status';
import { BULK_MAX_IDS, type BulkAction, type BulkAnswer, BulkBody } from '@shared/schemas/recruit-bulk';
import type { Recruit } from '@shared/schemas/recruits';
import { useBulkAction, useCampaignChoices } from '../../api/bulk';
import { BULK_ACTION_LABELS } from './bulk-bar';

type Props = {
  action: BulkAction | null;
  /** The selected recruits (for names in the summary and the owner choices). */
  recruits: Recruit[];
  /** The signed-in user, offered first as the new owner. */
  me: { id: number; name: string } | null;
  onClose: () => void;
  onDone: () => void;
};

/** One bulk action's form, then its summary: how many succeeded and each refusal with its reason. */
export function BulkDialog({ action, recruits, me, onClose, onDone }: Props) {
  const [value, setValue] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<BulkAnswer | null>(null);
  const run = useBulkAction((a) => {
    setAnswer(a);
    onDone();
  });
  const campaigns = useCampaignChoices(action === 'enroll');
  const close = () => {
    setValue('');
    setSubject('');
    setBody('');
    setError(null);
    setAnswer(null);
    onClose();
  };
  const ids = recruits.map((r) => r.id);
  const submit = () => {
    if (!action) return;
    if (ids.length > BULK_MAX_IDS) {
      setError(`Select at most ${BULK_MAX_IDS} recruits for one action`);
      return;
    }
    if (action !== 'email' && !value) {
      setError('Choose one first');
      return;
    }
    const request = requestOf(action, ids, value, subject, body);
    const parsed = BulkBody.safeParse(request);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setError(null);
    run.mutate(request);
  };
  const owners = ownerChoices(recruits, me);
  const nameOf = (id: number) => {
    const r = recruits.find((x) => x.id === id);
    return r ? `${r.first_name} ${r.last_name}` : `Recruit ${id}`;
  };

  // The one choice the assign, status and enroll actions ask for.
  const choice: { label: string; hint?: string; placeholder?: string; options: { value: string; label: string }[] } | null =
    action === 'assign'
      ? { label: 'New owner', options: owners }
      : action === 'status'
        ? {
            label: 'New status',
            hint: 'Each recruit moves only where the pipeline allows; the others are listed with the reason.',
            options: RECRUIT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          }
        : action === 'enroll'
          ? {
              label: 'Campaign',
              placeholder: campaigns.isPending ? 'Loading…' : undefined,
              options: (campaigns.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            }
          : null;

  return (
    <Modal
      open={action !== null}
      onClose={close}
      busy={run.isPending}
      title={action ? `${BULK_ACTION_LABELS[action]}: ${recruits.length} recruit${recruits.length === 1 ? '' : 's'}` : ''}
      footer={
        answer ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <ModalActions onCancel={close} onSubmit={submit} busy={run.isPending} loadingText="Working...">
            Apply to {recruits.length}
          </ModalActions>
        )
      }
    >
      {answer ? (
        <div className="space-y-3" data-testid="bulk-summary">
          <p className="text-sm text-slate-800">
            {answer.succeeded} done, {answer.failed} refused.
          </p>
          {answer.failed > 0 && (
            <ul className="space-y-1 text-sm">
              {answer.results
                .filter((r) => !r.ok)
                .map((r) => (
                  <li key={r.id} className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
                    <span className="font-medium">{nameOf(r.id)}</span>: {r.error}
                  </li>
                ))}
            </ul>
          )}
        </div>
      ) : (
        <div className="space-y-4">
          {choice && (
            <SelectField
              label={choice.label}
              hint={choice.hint}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
              options={[{ value: '', label: choice.placeholder ?? 'Choose…' }, ...choice.options]}
              error={error}
            />
          )}
          {action === 'email' && (
            <>
              <Field label="Subject" required value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
              <TextAreaField
                label="Message"
                required
                rows={6}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                hint="Merge fields such as {first_name} are filled per recruit; recruits who unsubscribed are refused."
                error={error}
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}

/** The request body of an action, from the dialog's fields. */
function requestOf(action: BulkAction, ids: number[], value: string, subject: string, body: string): BulkBody {
  switch (action) {
    case 'assign':
      return { action, ids, recruiter: Number(value) };
    case 'status':
      return { action, ids, status: value as BulkInputStatus };
    case 'enroll':
      return { action, ids, campaign: Number(value) };
    case 'email':
      return { action, ids, subject, body };
  }
}
type BulkInputStatus = (typeof RECRUIT_STATUSES)[number];

/** The owners offered: the signed-in user, then the owners of the selected recruits. */
function ownerChoices(recruits: Recruit[], me: Props['me']): { value: string; label: string }[] {
  const choices = new Map<number, string>();
  if (me) choices.set(me.id, `${me.name} (me)`);
  for (const r of recruits)
    if (r.recruiter !== null && !choices.has(r.recruiter)) choices.set(r.recruiter, r.recruiter_name || `User ${r.recruiter}`);
  return [...choices].map(([id, label]) => ({ value: String(id), label }));
}
