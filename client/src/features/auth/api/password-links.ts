// The forgotten-password request and the single-use password links (/setup-password/{token});
// all run without a bearer token (docs/security.md, "Password links").
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { INVALID_SETUP_LINK } from '@shared/domain/account-rules';
import type { PasswordLinkInfo } from '@shared/schemas/auth';
import type { MessageResponse } from '@shared/schemas/common';

const passwordLinkKeys = {
  all: ['auth', 'password-link'] as const,
  detail: (token: string) => [...passwordLinkKeys.all, token] as const,
};

const link = (token: string) => encodeURIComponent(token);

const requestPasswordReset = (email: string) => api.post<MessageResponse>('/auth/forgot-password/', { email }, { auth: false });
const fetchPasswordLink = (token: string, signal: AbortSignal) =>
  api.get<PasswordLinkInfo>(`/auth/validate-reset-token/${link(token)}/`, { auth: false, signal });
const setPassword = (token: string, password: string) =>
  api.post<MessageResponse>(`/auth/setup-password/${link(token)}/`, { password }, { auth: false });

/** Asks for a reset link by e-mail (the answer is the same whether an account exists or not). */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { errorToast: 'Failed to send reset link', serverText: true } });

/** Whom a link belongs to; a link that does not work says so in a toast (once, however often it is read). */
export const usePasswordLink = (token: string) =>
  useQuery({
    queryKey: passwordLinkKeys.detail(token),
    queryFn: ({ signal }) => fetchPasswordLink(token, signal),
    retry: false,
    meta: { errorToast: INVALID_SETUP_LINK, toastId: 'setup-link-invalid' },
  });

/** Sets the password through the link; the form shows a refusal in its own alert. */
export const useSetPassword = (token: string) => useMutation({ mutationFn: (password: string) => setPassword(token, password) });
