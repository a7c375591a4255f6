import { useQuery } from '@tanstack/react-query';
import { PROFORMA_TEXTS } from '@shared/domain/proforma';
import { fetchLive, fetchModelTypes, fetchOverview, fetchRecruit, fetchSessions } from './api';

/** The proforma screens' query keys (docs/client.md, "Server state"). */
export const proformaKeys = {
  all: ['proforma'] as const,
  overview: (recruit: number | null) => [...proformaKeys.all, 'overview', recruit] as const,
  sessions: (recruit: number) => [...proformaKeys.all, 'sessions', recruit] as const,
  modelTypes: () => [...proformaKeys.all, 'model-types'] as const,
  recruit: (id: number) => [...proformaKeys.all, 'recruit', id] as const,
  live: (token: string) => [...proformaKeys.all, 'live', token] as const,
};

export const useProformaOverview = (recruit: number | null) =>
  useQuery({ queryKey: proformaKeys.overview(recruit), queryFn: ({ signal }) => fetchOverview(recruit, signal) });
/** docs/spec/doc2.md §8: list and model-type load failures are logged only; the lists become empty. */
export const useRecruitSessions = (recruit: number | null) =>
  useQuery({
    queryKey: proformaKeys.sessions(recruit ?? 0),
    queryFn: ({ signal }) => fetchSessions(recruit as number, signal),
    enabled: recruit !== null,
  });
export const useModelTypes = () =>
  useQuery({ queryKey: proformaKeys.modelTypes(), queryFn: ({ signal }) => fetchModelTypes(signal), meta: { errorToast: undefined } });
export const usePickedRecruit = (id: number | null) =>
  useQuery({
    queryKey: proformaKeys.recruit(id ?? 0),
    queryFn: ({ signal }) => fetchRecruit(id as number, signal),
    enabled: id !== null,
    meta: { errorToast: PROFORMA_TEXTS.selectRecruitFirst },
  });
/** A session as its live link shows it: the session, saved inputs and the starting values of the inputs. */
export const useLiveSession = (token: string) =>
  useQuery({ queryKey: proformaKeys.live(token), queryFn: ({ signal }) => fetchLive(token, signal) });
