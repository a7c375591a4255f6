import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { NurtureMessage, NurtureTaskList } from '@shared/schemas/nurture';
import { type NurtureWriteConfig, nurtureKeys, useNurtureWrite } from './nurture-keys';

/** Recruiter call tasks the drip made (docs/nurture.md, "Steps"). */
const taskKeys = { all: [...nurtureKeys.all, 'tasks'] as const };

const fetchTasks = async (signal?: AbortSignal) => (await api.get<NurtureTaskList>('/nurture/tasks/', { signal })).results;
const completeTask = (id: number) => api.post<NurtureMessage>(`/nurture/tasks/${id}/complete/`);

export const useNurtureTasks = () =>
  useQuery({ queryKey: taskKeys.all, queryFn: ({ signal }) => fetchTasks(signal), meta: { errorToast: 'Failed to load tasks' } });

export const useCompleteTask = (config?: NurtureWriteConfig<NurtureMessage, number>) => useNurtureWrite(completeTask, config);
