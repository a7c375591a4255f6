import { useEffect, useEffectEvent, useState } from 'react';
import { FormDialog, LineIcon } from '@client/components/ui';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { useCreateRecruit } from '../../api/recruits';
import { CreateRecruitFields } from './create-recruit-fields';
import { EMPTY_RECRUIT_FORM, toCreatePayload, validateRecruitForm, type RecruitForm, type RecruitFormErrors } from './validate-recruit';

/** How long the success panel stays before the dialog closes (docs/spec/doc1.md §9). */
const CREATED_PANEL_MS = 1500;

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Create New Recruit: validates like docs/spec/doc1.md §5, shows server field errors, then a short
 * success panel; the pipeline and its figures reload (api/recruits.ts).
 */
export function CreateRecruitDialog({ open, onClose }: Props) {
  const [form, setForm] = useState<RecruitForm>(EMPTY_RECRUIT_FORM);
  const [errors, setErrors] = useState<RecruitFormErrors>({});
  const [createdName, setCreatedName] = useState<string | null>(null);

  // Every opening starts from an empty form.
  if (useChanged(open) && open) {
    setForm(EMPTY_RECRUIT_FORM);
    setErrors({});
    setCreatedName(null);
  }

  // The success panel closes the dialog after a moment; closing it sooner drops that close.
  const closeNow = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!open || !createdName) return;
    const timer = window.setTimeout(closeNow, CREATED_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [open, createdName]);

  const create = useCreateRecruit(Object.keys(EMPTY_RECRUIT_FORM), {
    onSuccess: (recruit) => {
      toast.success('Recruit created successfully');
      setCreatedName(`${recruit.first_name} ${recruit.last_name}`);
    },
    // Field errors show under their fields; anything else is the toast (docs/client.md, "Forms").
    onError: (err) => {
      if (err instanceof ApiError) setErrors(serverFieldErrors(err));
    },
  });
  const busy = create.isPending;

  const onSubmit = () => {
    const found = validateRecruitForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate(toCreatePayload(form));
  };

  const created = createdName ? (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-green-50 text-green-600" aria-hidden="true">
        <LineIcon d="M4.5 12.75l6 6 9-13.5" strokeWidth={2} className="size-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{createdName} created successfully!</p>
    </div>
  ) : null;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create New Recruit"
      size="lg"
      busy={busy}
      submitLabel="Create Recruit"
      loadingText="Creating..."
      onSubmit={onSubmit}
      done={created ? { body: created, busy } : null}
    >
      <CreateRecruitFields form={form} errors={errors} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
    </FormDialog>
  );
}

/** The server's field_errors, first message per field of this form. */
function serverFieldErrors(err: ApiError): RecruitFormErrors {
  const out: RecruitFormErrors = {};
  for (const [field, messages] of Object.entries(err.fieldErrors)) {
    if (field in EMPTY_RECRUIT_FORM && messages[0]) out[field as keyof RecruitForm] = messages[0];
  }
  return out;
}
