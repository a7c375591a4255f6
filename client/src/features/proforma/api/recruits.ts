import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { Recruit } from '@shared/schemas/recruit-responses';

/** The recruit the Proforma screen is about: the picker's search and the picked one. */
const recruitKeys = {
  all: ['proforma', 'recruits'] as const,
  search: (term: string) => [...recruitKeys.all, 'search', term] as const,
  detail: (id: number) => [...recruitKeys.all, id] as const,
};

/**
 * The recruit picker: recruits with discovery access matching the search, whatever their status
 * (nurture and the calls included; docs/proforma.md, "Screens"). The first page of the list.
 */
export const useRecruitSearch = (term: string) =>
  useQuery({
    queryKey: recruitKeys.search(term),
    queryFn: ({ signal }) =>
      api.get<{ results: Recruit[] }>('/recruits/', { query: { discovery_access: true, search: term }, signal }).then((d) => d.results),
    enabled: term.length > 0,
  });

export const usePickedRecruit = (id: number | null) =>
  useQuery({
    queryKey: recruitKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Recruit>(`/recruits/${id}/`, { signal }),
    enabled: id !== null,
    meta: { errorToast: PROFORMA_TEXTS.selectRecruitFirst },
  });
