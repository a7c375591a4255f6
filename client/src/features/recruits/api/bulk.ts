import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { saveFile } from '@client/lib/save-file';
import type { CampaignList } from '@shared/schemas/nurture';
import type { BulkAnswer, BulkBody, ImportAnswer, ImportField } from '@shared/schemas/recruit-bulk';
import { listQueryOf, type RecruitFilters } from '../pipeline-filters';
import { recruitKeys } from './recruits';

/** The choices the bulk dialogs read: the active campaigns to enrol in. */
const bulkKeys = { campaigns: () => [...recruitKeys.all, 'bulk', 'campaigns'] as const };

/** What the import screen sends beside the file (docs/recruits-api.md, "Import"). */
type ImportRequest = {
  file: File;
  mapping: Record<string, ImportField>;
  duplicates: 'skip' | 'update';
  dryRun: boolean;
};

const runBulk = (body: BulkBody) => api.post<BulkAnswer>('/recruits/bulk/', body);
const fetchCampaigns = async (signal: AbortSignal) => (await api.get<CampaignList>('/nurture/campaigns/', { signal })).results;
const exportCsv = (filters: RecruitFilters) =>
  api.get<Blob>('/recruits/export/', { query: { ...listQueryOf(filters) }, responseType: 'blob' });

function importCsv(r: ImportRequest) {
  const form = new FormData();
  form.append('mapping', JSON.stringify(r.mapping));
  form.append('duplicates', r.duplicates);
  form.append('dry_run', String(r.dryRun));
  // The file goes last: the server reads the text fields before it.
  form.append('file', r.file);
  return api.post<ImportAnswer>('/recruits/import/', form);
}

/** A bulk action on the selection; the answer lists each recruit's result, and every read on screen reloads. */
export function useBulkAction(onDone: (answer: BulkAnswer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulk,
    meta: { errorToast: 'The bulk action failed', serverText: true },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries();
      onDone(answer);
    },
  });
}

/** The active nurture campaigns, for "Enrol in campaign". */
export function useCampaignChoices(enabled: boolean) {
  return useQuery({
    queryKey: bulkKeys.campaigns(),
    queryFn: ({ signal }) => fetchCampaigns(signal),
    select: (list) => list.filter((c) => c.status === 'active'),
    enabled,
    meta: { errorToast: 'Failed to load campaigns', serverText: true },
  });
}

/** A dry run or the import itself; after a written import the lists and figures reload. The dialog shows failures itself. */
export function useImportRecruits(onDone: (answer: ImportAnswer, dryRun: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    onSuccess: (answer, r) => {
      if (answer.written) void queryClient.invalidateQueries({ queryKey: recruitKeys.all });
      onDone(answer, r.dryRun);
    },
  });
}

/** Downloads the pipeline's recruits for the current filters as CSV. */
export function useExportRecruits() {
  return useMutation({
    mutationFn: async (filters: RecruitFilters) =>
      saveFile(await exportCsv(filters), `recruits-${new Date().toISOString().slice(0, 10)}.csv`),
    meta: { errorToast: 'Failed to export recruits', serverText: true },
  });
}
