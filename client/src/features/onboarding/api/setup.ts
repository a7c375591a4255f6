import { useMutation, useQuery } from '@tanstack/react-query';
import type { DepartmentBody, TemplateBody, WorkstreamBody } from '@shared/schemas/onboarding-setup';
import type { MessageResponse } from '@shared/schemas/common';
import type {
  Department,
  DepartmentList,
  TaskTemplate,
  TemplateList,
  Workstream,
  WorkstreamList,
} from '@shared/schemas/onboarding-responses';
import { api } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { toastFailure } from '../failure-toast';
import { onboardingKeys, type OnboardingWriteConfig, useOnboardingWrite, useRefreshOnboarding } from './onboarding-keys';

/** Departments, workstreams and task templates (docs/spec/doc3.md §7.3). */
const BASE = '/onboarding/api';

export const fetchDepartments = async (signal?: AbortSignal) => (await api.get<DepartmentList>(`${BASE}/departments/`, { signal })).results;
export const fetchTemplates = async (signal?: AbortSignal) => (await api.get<TemplateList>(`${BASE}/task-templates/`, { signal })).results;
export const fetchWorkstreams = async (signal?: AbortSignal) => (await api.get<WorkstreamList>(`${BASE}/workstreams/`, { signal })).results;

const createDepartment = (body: DepartmentBody) => api.post<Department>(`${BASE}/departments/`, body);
const updateDepartment = (id: number, body: DepartmentBody) => api.patch<Department>(`${BASE}/departments/${id}/`, body);
const deleteDepartment = (id: number) => api.delete<MessageResponse>(`${BASE}/departments/${id}/`);
/** A new access key: dashboard links sent before stop working. */
const rotateDepartmentKey = (id: number) => api.post<Department>(`${BASE}/departments/${id}/rotate_key/`);

const createWorkstream = (body: WorkstreamBody) => api.post<Workstream>(`${BASE}/workstreams/`, body);

const createTemplate = (body: TemplateBody) => api.post<TaskTemplate>(`${BASE}/task-templates/`, body);
const updateTemplate = (id: number, body: TemplateBody) => api.patch<TaskTemplate>(`${BASE}/task-templates/${id}/`, body);
const deleteTemplate = (id: number) => api.delete<MessageResponse>(`${BASE}/task-templates/${id}/`);

/** The toast and the error panel of a screen when the templates cannot be read. */
export const LOAD_FAILED = 'Failed to load data';

/** The departments and templates a start chooses from (the Initiate Onboarding dialog outside the management screen). */
export function useTemplateCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.templateChoice(),
    queryFn: async ({ signal }) => {
      const [departments, templates] = await Promise.all([fetchDepartments(signal), fetchTemplates(signal)]);
      return { departments, templates };
    },
    enabled,
    meta: { errorToast: LOAD_FAILED, toastId: 'onboarding-templates-load' },
  });
}

const DEPARTMENT_FIELDS = ['name', 'email', 'description', 'is_active', 'order'];

/** Add or Edit Department (`department` null: a new one); field errors stay under the form's fields. */
export const useSaveDepartment = (department: Department | null, config?: OnboardingWriteConfig<Department, DepartmentBody>) =>
  useOnboardingWrite(
    (body: DepartmentBody) => (department ? updateDepartment(department.id, body) : createDepartment(body)),
    {
      done: department ? 'Department updated successfully' : 'Department created successfully',
      meta: { errorToast: 'Failed to save department', serverText: true, formFields: DEPARTMENT_FIELDS },
    },
    config,
  );

type DepartmentAction = { kind: 'delete' | 'rotate'; department: Department };

/** Delete a department or rotate its dashboard link; a refusal toasts the exact text with the server's reason. */
export function useDepartmentAction(config: { onSuccess?: () => void } = {}) {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn: ({ kind, department }: DepartmentAction): Promise<unknown> =>
      kind === 'delete' ? deleteDepartment(department.id) : rotateDepartmentKey(department.id),
    onSuccess: async (_answer, { kind }) => {
      toast.success(kind === 'delete' ? 'Department deleted successfully' : 'Dashboard link rotated');
      config.onSuccess?.();
      await refresh();
    },
    onError: (err, { kind }) =>
      toastFailure(kind === 'delete' ? 'Failed to delete department' : 'Failed to rotate the dashboard link', err),
  });
}

/** Add or Edit Template (`template` null: a new one); field errors stay under the form's fields. */
export const useSaveTemplate = (
  template: TaskTemplate | null,
  formFields: readonly string[],
  config?: OnboardingWriteConfig<TaskTemplate, TemplateBody>,
) =>
  useOnboardingWrite(
    (body: TemplateBody) => (template ? updateTemplate(template.id, body) : createTemplate(body)),
    {
      done: template ? 'Template updated successfully' : 'Template created successfully',
      meta: { errorToast: 'Failed to save template', serverText: true, formFields },
    },
    config,
  );

/** Delete a template (its tasks stay); a refusal toasts the exact text with the server's reason. */
export function useDeleteTemplate(config: { onSuccess?: () => void } = {}) {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn: (template: TaskTemplate) => deleteTemplate(template.id),
    onSuccess: async () => {
      toast.success('Template deleted successfully');
      config.onSuccess?.();
      await refresh();
    },
    onError: (err) => toastFailure('Failed to delete template', err),
  });
}

/** A new workstream from the template form; the form selects it at once, the lists catch up behind it. */
export const useCreateWorkstream = (config?: OnboardingWriteConfig<Workstream, WorkstreamBody>) =>
  useOnboardingWrite(
    createWorkstream,
    { done: 'Workstream created successfully', meta: { errorToast: 'Failed to create workstream', serverText: true } },
    config,
  );
