import { type FormEvent, useState } from 'react';
import { Checkbox, Field, PageSpinner, PasswordField } from '@client/components/ui';
import { useAccountSettings, useSaveAccountSettings } from '@client/lib/account-settings';
import { errorText, fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import type { AccountSettings } from '@shared/schemas/auth';
import { SubmitRow } from '@client/components/submit-row';

const NAME_FIELDS = [
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
] as const;

/**
 * Full name, e-mail and the two notification preferences of the signed-in user (docs/dashboard.md,
 * "Settings"): the staff Settings page and the recruit's own. A recruit's e-mail is their recruit
 * record's, so it is shown, not edited (`emailLocked`).
 */
export function AccountSettingsForm({ emailLocked = false }: { emailLocked?: boolean }) {
  const settings = useAccountSettings();
  if (settings.isPending) return <PageSpinner label="Loading your settings..." />;
  if (!settings.data) return <p className="text-sm text-red-700">{errorText(settings.error, 'Failed to load your settings')}</p>;
  return <AccountForm saved={settings.data} emailLocked={emailLocked} />;
}

function AccountForm({ saved, emailLocked }: { saved: AccountSettings; emailLocked: boolean }) {
  const [draft, setDraft] = useState(saved);
  // A new e-mail address is saved only with the account's current password (docs/security.md).
  const [currentPassword, setCurrentPassword] = useState('');
  if (useChanged(saved)) setDraft(saved);
  const set = (patch: Partial<AccountSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const emailChanges = !emailLocked && draft.email.trim().toLowerCase() !== saved.email.toLowerCase();
  const save = useSaveAccountSettings();
  const errors = save.error ? fieldErrors(save.error) : {};
  const blocked = typeof Notification !== 'undefined' && Notification.permission === 'denied';
  const onPush = async (on: boolean) => {
    set({ push_notifications: on });
    if (on && typeof Notification !== 'undefined' && Notification.permission === 'default') await Notification.requestPermission();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const patch = emailLocked ? { ...draft, email: undefined } : { ...draft, current_password: emailChanges ? currentPassword : undefined };
    save.mutate(patch, {
      onSuccess: () => {
        setCurrentPassword('');
        toast.success('Settings saved');
      },
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Your account">
      <div className="grid gap-4 sm:grid-cols-2">
        {NAME_FIELDS.map(({ key, label }) => (
          <Field key={key} label={label} required value={draft[key]} error={errors[key]} onChange={(e) => set({ [key]: e.target.value })} />
        ))}
      </div>
      <Field
        label="Email"
        type="email"
        required={!emailLocked}
        readOnly={emailLocked}
        hint={emailLocked ? 'Your recruiter manages your e-mail address.' : undefined}
        value={draft.email}
        error={errors.email}
        onChange={(e) => set({ email: e.target.value })}
      />
      {emailChanges && (
        <PasswordField
          label="Current password"
          required
          autoComplete="current-password"
          hint="Needed to change your e-mail address. Your old address is told of the change."
          value={currentPassword}
          error={errors.current_password}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Notifications</legend>
        <Checkbox
          label="Email notifications: also send each bell notification to my e-mail"
          checked={draft.email_notifications}
          onChange={(e) => set({ email_notifications: e.target.checked })}
        />
        <Checkbox
          label="Push notifications: show new notifications on my desktop while Clearpath is open"
          checked={draft.push_notifications}
          onChange={(e) => void onPush(e.target.checked)}
        />
        {blocked && draft.push_notifications && (
          <p className="text-xs text-amber-800">
            This browser blocks notifications for Clearpath; allow them in the site settings to see them.
          </p>
        )}
      </fieldset>
      <SubmitRow busy={save.isPending} busyText="Saving...">
        Save Changes
      </SubmitRow>
    </form>
  );
}
