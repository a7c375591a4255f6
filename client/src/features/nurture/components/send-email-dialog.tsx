import { useState } from 'react';
import { Field, FormDialog, SelectField, TextAreaField } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { useDebounced } from '@client/lib/use-debounced';
import { NURTURE_TEXTS } from '@shared/domain/nurture';
import type { NurtureOverview } from '@shared/schemas/nurture';
import { useSendEmail } from '../api/emails';
import { MergeFieldPicker, MergePreview } from './merge-preview';

interface Props {
  open: boolean;
  onClose: () => void;
  recruits: NurtureOverview['recruits'];
  /** Preselected recruit (a row's "Send Email"). */
  recruitId?: number;
}

/** Send Email: a free e-mail to one of the nurture recruits, queued through the message log. */
export function SendEmailDialog({ open, onClose, recruits, recruitId }: Props) {
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  if (useChanged(open) && open) {
    setTo(recruitId ? String(recruitId) : '');
    setSubject('');
    setContent('');
    setProblems({});
  }
  const send = useSendEmail({
    meta: { errorToast: NURTURE_TEXTS.emailFailed, formFields: ['recruit_id', 'subject', 'content'] },
    onSuccess: () => {
      toast.success(NURTURE_TEXTS.emailSent);
      onClose();
    },
  });
  const server = send.error ? fieldErrors(send.error) : {};
  const draft = useDebounced(to && content.trim() ? { recruit_id: Number(to), subject, content } : null);
  const submit = () => {
    const next: Record<string, string> = {};
    if (!to) next.recruit = 'Choose a recruit';
    if (!subject.trim()) next.subject = 'Subject is required';
    if (!content.trim()) next.content = 'Content is required';
    setProblems(next);
    if (Object.keys(next).length === 0) send.mutate({ recruit_id: Number(to), subject: subject.trim(), content: content.trim() });
  };
  const options = [
    { value: '', label: 'Choose a recruit' },
    ...recruits.map((r) => ({ value: String(r.id), label: `${r.name} (${r.email})` })),
  ];
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Send Email"
      size="lg"
      busy={send.isPending}
      submitLabel="Send Email"
      loadingText="Sending..."
      onSubmit={submit}
      className="space-y-4"
    >
      <SelectField label="Recruit" required options={options} value={to} onChange={(e) => setTo(e.target.value)} error={problems.recruit} />
      <Field
        label="Subject"
        required
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        error={problems.subject ?? server.subject}
      />
      <TextAreaField
        label="Content"
        required
        rows={6}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        error={problems.content ?? server.content}
      />
      <MergeFieldPicker onInsert={(field) => setContent((c) => (c && !/\s$/.test(c) ? `${c} ${field}` : `${c}${field}`))} />
      <div>
        <h3 className="mb-1.5 text-sm font-medium text-slate-700">Preview</h3>
        <MergePreview body={draft} emptyText="Choose a recruit and write the content to see it as they will." />
      </div>
    </FormDialog>
  );
}
