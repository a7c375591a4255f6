import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Field } from '@client/components/ui';
import { ApiError } from '@client/lib/api';
import { goToConfirmation } from '@client/lib/confirmation';
import { toast } from '@client/lib/toast';
import type { AcceptPageResponse, PROFILE_ACCEPTED_MESSAGE as ServerMessage } from '@shared/schemas/recruits';
import { useAcceptProfile } from '../api/acceptance';
import { trimContact, validateContact, type ContactErrors, type ContactForm } from '../contact-form';
import { DiscoveryTerms } from './discovery-terms';
import { ProfileSummary } from './profile-summary';

// Exact text (docs/spec/doc1.md §2), checked against the server's constant by type so zod stays out of this page.
const PROFILE_ACCEPTED_MESSAGE: typeof ServerMessage =
  'Profile accepted successfully! Your recruiter will contact you to schedule your ClearView session.';

/** The editable contact details, in screen order; lengths as the server takes them. */
const CONTACT_FIELDS: readonly { key: keyof ContactForm; label: string; type: string; autoComplete: string; maxLength: number }[] = [
  { key: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name', maxLength: 100 },
  { key: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name', maxLength: 100 },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
];

/** The acceptance form: greeting, next step, editable contact, read-only details, terms and accept. */
export function AcceptForm({ token, data }: { token: string; data: AcceptPageResponse }) {
  const { recruit, recruiter } = data;
  const [form, setForm] = useState<ContactForm>({
    firstName: recruit.first_name,
    lastName: recruit.last_name,
    email: recruit.email,
    phone: recruit.phone,
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [agreed, setAgreed] = useState(false);
  const set = (patch: Partial<ContactForm>) => setForm((f) => ({ ...f, ...patch }));

  const accept = useAcceptProfile(token, {
    onSuccess: () => {
      toast.success('Profile accepted successfully');
      goToConfirmation(PROFILE_ACCEPTED_MESSAGE);
    },
    // Field errors show under their fields; anything else is the hook's toast (docs/client.md, "Forms").
    onError: (err) => {
      if (!(err instanceof ApiError) || Object.keys(err.fieldErrors).length === 0) return;
      const server: ContactErrors = {};
      for (const { key } of CONTACT_FIELDS) server[key] = err.fieldErrors[key]?.[0];
      setErrors(server);
    },
  });
  const busy = accept.isPending || accept.isSuccess;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) return;
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    accept.mutate(trimContact(form));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welcome, {recruit.first_name}!</h1>
        <p className="mt-2 text-slate-600">
          {recruiter.name !== 'Unassigned' ? recruiter.name : 'Your recruiter'} has created a Clearpath profile for you. Please check your
          details below and accept your profile to continue.
        </p>
      </header>

      <section className="rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900">
        <h2 className="font-semibold">What happens next</h2>
        <p className="mt-1">
          Your recruiter will schedule a ClearView session with you: a guided business planning and pricing session of 60-90 minutes. During
          the session you share your screen and enter your own data — production, income and expenses — to see your personal business plan
          and how your numbers compare.
        </p>
      </section>

      <section className="space-y-4">
        <h2 className="text-base font-semibold text-slate-900">Your contact details</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map(({ key, ...field }) => (
            <Field key={key} {...field} required value={form[key]} error={errors[key]} onChange={(e) => set({ [key]: e.target.value })} />
          ))}
        </div>
      </section>

      <ProfileSummary data={data} />

      <section className="space-y-3">
        <h2 className="text-base font-semibold text-slate-900">Privacy Notice and Discovery Terms</h2>
        <DiscoveryTerms />
        <Checkbox
          label="I have read and accept the Privacy Notice and the Discovery Terms"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        {!agreed && (
          <p className="text-sm text-amber-700" role="status">
            Please accept the Discovery Terms to continue
          </p>
        )}
      </section>

      <Button type="submit" size="lg" fullWidth disabled={!agreed} loading={busy} loadingText="Accepting...">
        Accept Profile &amp; Continue
      </Button>
    </form>
  );
}
