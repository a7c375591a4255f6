import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import {
  Button,
  EmptyState,
  Field,
  NumberField,
  numberFromText,
  PageSpinner,
  SelectField,
  Tabs,
  TextAreaField,
  textFromNumber,
} from '@client/components/ui';
import { paths } from '@client/config/paths';
import { errorText, fieldErrors } from '@client/lib/api';
import { useChanged } from '@client/lib/use-changed';
import { NO_RECRUIT_PROFILE } from '@shared/domain/recruit-access';
import {
  CHOICES,
  computeCompletion,
  FIELD_LABELS,
  isRequired,
  isWideImage,
  MAX_ADDITIONAL_PHOTOS,
  type ProfileField,
  type ProfileGroup,
} from '@shared/domain/profile';
import type { ProfileImage } from '@shared/schemas/profile';
import { useMe } from '../api/account';
import { useProfile, useSaveProfile } from '../api/profile';
import { ImageField } from '../components/profile/image-field';
import { ListField } from '../components/profile/list-field';
import { CompletionBar } from '@client/components/completion-bar';
import { emptyForm, fillEmpty, type ProfileForm, toPayload } from '../components/profile/profile-form-state';
import { SubmitRow } from '@client/components/submit-row';

const TABS: { key: ProfileGroup; label: string }[] = [
  { key: 'basic_contact', label: 'Basic Contact' },
  { key: 'personalization', label: 'Personalization' },
  { key: 'professional', label: 'Professional' },
  { key: 'social', label: 'Social & Networking' },
];
const SELECTS: Partial<Record<ProfileField, readonly { value: string; label: string }[]>> = {
  timezone: CHOICES.timezone,
  tshirtSize: CHOICES.tshirtSize,
  loanFocus: CHOICES.loanFocus,
  communicationMethod: CHOICES.communicationMethod,
};
const TYPES: Partial<Record<ProfileField, string>> = {
  email: 'email',
  mobile: 'tel',
  linkedin: 'url',
  website: 'url',
  instagram: 'url',
  facebook: 'url',
};
const HINTS: Partial<Record<ProfileField, string>> = { birthday: 'MM/DD', bio: 'required for 100%' };
const LEAVE = 'You have unsaved changes. Leave this page without saving?';

/** /recruit/profile — Complete Your Profile (docs/spec/doc2.md §2, §5, §8; docs/profile.md). */
export default function RecruitProfilePage() {
  const me = useMe();
  const recruitId = me.data?.recruit_id ?? null;
  const profile = useProfile(recruitId, { toastFailure: true });
  const [form, setForm] = useState<ProfileForm>(emptyForm);
  const [images, setImages] = useState<Record<string, ProfileImage>>({});
  const [dirty, setDirty] = useState(false);
  // docs/spec/doc2.md §5: server values fill only empty fields; names and e-mail fall back to the account.
  if (useChanged(profile.data) && profile.data && me.data) {
    setForm((f) => fillEmpty(f, profile.data, me.data));
    setImages((i) => ({ ...i, ...profile.data.images }));
  }
  useLeaveWarning(dirty);

  const save = useSaveProfile();
  const errors = save.error ? fieldErrors(save.error) : {};

  if (me.isPending || (recruitId !== null && profile.isPending)) return <PageSpinner label="Loading your profile..." />;
  if (recruitId === null) return <EmptyState title={NO_RECRUIT_PROFILE} />;
  if (profile.isError) {
    return (
      <EmptyState
        title="Failed to load profile data"
        description={errorText(profile.error, '')}
        action={<Button onClick={() => void profile.refetch()}>Try Again</Button>}
      />
    );
  }

  const completion = computeCompletion(toPayload(form));
  const set = (g: ProfileGroup, f: ProfileField, v: string | string[]) => {
    setForm((prev) => ({ ...prev, [g]: { ...prev[g], [f]: v } }));
    setDirty(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { recruitId, body: toPayload(form) },
      {
        onSuccess: (saved) => {
          setImages((i) => ({ ...i, ...saved.images }));
          setDirty(false);
        },
      },
    );
  };

  const fieldFor = (g: ProfileGroup, f: ProfileField) => {
    const label = FIELD_LABELS[f];
    const value = form[g][f];
    const error = errors[`${g}.${f}`];
    if (f === 'favoriteColors') return <ListField key={f} label={label} value={value as string[]} onChange={(v) => set(g, f, v)} />;
    if (f === 'profilePhoto' || f === 'headshot' || f === 'signatureImage' || f === 'additionalPhotos') {
      const list = f === 'additionalPhotos';
      return (
        <div key={f} className="sm:col-span-2">
          <ImageField
            label={label}
            wide={isWideImage(f)}
            recruitId={recruitId}
            value={list ? (value as string[]) : value ? [value as string] : []}
            multiple={list}
            max={list ? MAX_ADDITIONAL_PHOTOS : 1}
            images={images}
            onUploaded={(img) => setImages((i) => ({ ...i, [img.id]: img }))}
            onChange={(ids) => set(g, f, list ? ids : (ids[0] ?? ''))}
          />
        </div>
      );
    }
    const common = { label, required: isRequired(f), error, hint: HINTS[f] };
    const options = SELECTS[f];
    if (options)
      return (
        <SelectField
          key={f}
          {...common}
          options={[{ value: '', label: 'Select…' }, ...options]}
          value={value as string}
          onChange={(e) => set(g, f, e.target.value)}
        />
      );
    if (f === 'bio' || f === 'hobbies') {
      return (
        <TextAreaField
          key={f}
          {...common}
          className="sm:col-span-2"
          rows={4}
          value={value as string}
          onChange={(e) => set(g, f, e.target.value)}
        />
      );
    }
    if (f === 'yearsExperience')
      return (
        <NumberField
          key={f}
          {...common}
          decimals={0}
          min={0}
          max={60}
          value={numberFromText(value as string)}
          onValueChange={(v) => set(g, f, textFromNumber(v))}
        />
      );
    return (
      <Field
        key={f}
        {...common}
        type={TYPES[f] ?? 'text'}
        placeholder={f === 'birthday' ? 'MM/DD' : TYPES[f] === 'url' ? 'https://' : undefined}
        value={value as string}
        onChange={(e) => set(g, f, e.target.value)}
      />
    );
  };

  const groupFields = (g: ProfileGroup) => Object.keys(form[g]) as ProfileField[];
  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-4xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Complete Your Profile</h1>
          <p className="mt-1 text-sm text-slate-600">
            Fields marked <span className="text-red-600">*</span> are required.{' '}
            <Link href={paths.recruitDashboard} className="text-indigo-600 hover:underline">
              Back to Dashboard
            </Link>
          </p>
        </div>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save Progress
        </Button>
      </header>
      <CompletionBar percentage={completion.completion_percentage} status={completion.status} />
      {dirty && <p className="text-sm text-amber-700">You have unsaved changes.</p>}
      <Tabs
        tabs={TABS.map((t) => ({
          key: t.key,
          label: t.label,
          content: (
            <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
              {groupFields(t.key).map((f) => fieldFor(t.key, f))}
            </div>
          ),
        }))}
        panelClassName="pt-4"
      />
      <SubmitRow busy={save.isPending} busyText="Saving...">
        Save Progress
      </SubmitRow>
    </form>
  );
}

/** Warns before leaving with unsaved changes: closing or reloading the tab, and in-app links. */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (link && !link.getAttribute('href')?.startsWith('#') && !window.confirm(LEAVE)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
