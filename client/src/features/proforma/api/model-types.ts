import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { ModelTypeList } from '@shared/schemas/proforma-responses';

const modelTypeKeys = { all: ['proforma', 'model-types'] as const };

/** docs/spec/doc2.md §8: a model-type load failure is logged only; the list becomes empty. */
export const useModelTypes = () =>
  useQuery({
    queryKey: modelTypeKeys.all,
    queryFn: ({ signal }) => api.get<ModelTypeList>('/proforma/model-types/', { signal }).then((d) => d.results),
    meta: { errorToast: undefined },
  });
