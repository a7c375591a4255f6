import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { PublicUser } from '@shared/schemas/auth';

/** The signed-in recruit's account: its recruit id, names and e-mail (docs/spec/doc2.md §7, GET /auth/me/). */
const accountKeys = { me: ['recruit-area', 'me'] as const };

export const fetchMe = () => api.get<PublicUser>('/auth/me/');

export const useMe = () => useQuery({ queryKey: accountKeys.me, queryFn: fetchMe });
