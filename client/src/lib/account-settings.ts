// The signed-in user's own account (docs/dashboard.md, "Settings"). Read and written by the Settings
// forms of components/account-settings/ (staff and recruit Settings pages) and read by the
// notification bell (features/notifications); components/ and features may import lib/ but not a
// feature, so its hooks live here rather than in features/auth.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, AccountSettingsPatch, ChangePasswordBody, ChangePasswordResponse } from '@shared/schemas/auth';
import { api } from './api';
import { saveTokens, updateSessionUser } from './credentials';

const accountSettingsKeys = {
  all: ['account-settings'] as const,
};

const fetchAccountSettings = (signal: AbortSignal) => api.get<AccountSettings>('/auth/me/settings/', { signal });
const saveAccountSettings = (patch: AccountSettingsPatch) => api.patch<AccountSettings>('/auth/me/settings/', patch);
/** POST /auth/me/password/: the other logins end; this one goes on with the answered tokens. */
const changePassword = (body: ChangePasswordBody) => api.post<ChangePasswordResponse>('/auth/me/password/', body);

/**
 * GET /auth/me/settings/: the signed-in user's name, e-mail and notification preferences. The Settings
 * page edits them; the notification bell honours push_notifications.
 */
export const useAccountSettings = () =>
  useQuery({
    queryKey: accountSettingsKeys.all,
    queryFn: ({ signal }) => fetchAccountSettings(signal),
    staleTime: 5 * 60_000,
  });

/** The fields the account form shows its server errors under (docs/client.md, "Forms"): no toast for those. */
const ACCOUNT_FIELDS = ['first_name', 'last_name', 'email', 'current_password'];

/** Saves the account's settings; the answer replaces the cached ones and the header's name follows. */
export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountSettings,
    meta: { errorToast: 'Failed to save settings', serverText: true, formFields: ACCOUNT_FIELDS },
    onSuccess: (next) => {
      queryClient.setQueryData(accountSettingsKeys.all, next);
      // The header shows the name from the stored session; keep it in step.
      updateSessionUser({ first_name: next.first_name, last_name: next.last_name, email: next.email });
    },
  });
}

/** A new password with the current one: this device goes on with the answered tokens. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorToast: 'Failed to change your password', serverText: true },
    onSuccess: (answer) => saveTokens(answer.access, answer.refresh),
  });
}
