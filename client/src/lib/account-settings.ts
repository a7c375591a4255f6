import { useQuery } from '@tanstack/react-query';
import type { AccountSettings, AccountSettingsPatch, ChangePasswordBody, ChangePasswordResponse } from '@shared/schemas/auth';
import { api } from './api';

/**
 * GET /auth/me/settings/: the signed-in user's name, e-mail and notification preferences. The Settings
 * page edits them; the notification bell honours push_notifications (docs/dashboard.md, "Settings").
 */
export const accountSettingsKey = ['account-settings'] as const;

export const useAccountSettings = () =>
  useQuery({
    queryKey: accountSettingsKey,
    queryFn: ({ signal }) => api.get<AccountSettings>('/auth/me/settings/', { signal }),
    staleTime: 5 * 60_000,
  });

export const saveAccountSettings = (patch: AccountSettingsPatch) => api.patch<AccountSettings>('/auth/me/settings/', patch);

/** POST /auth/me/password/: the other logins end; this one goes on with the answered tokens. */
export const changePassword = (body: ChangePasswordBody) => api.post<ChangePasswordResponse>('/auth/me/password/', body);
