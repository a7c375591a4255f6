import type { DepartmentBody, TemplateBody, WorkstreamBody } from '@shared/schemas/onboarding-setup';
import type { Department, TaskTemplate, Workstream } from '@shared/schemas/onboarding-responses';
import { api, listOf } from '@client/lib/api';

/** Departments, workstreams and task templates (docs/spec/doc3.md §7.3). */
const BASE = '/onboarding/api';

export const fetchDepartments = async (signal?: AbortSignal) => listOf<Department>(await api.get(`${BASE}/departments/`, { signal }));
export const fetchTemplates = async (signal?: AbortSignal) => listOf<TaskTemplate>(await api.get(`${BASE}/task-templates/`, { signal }));
export const fetchWorkstreams = async (signal?: AbortSignal) => listOf<Workstream>(await api.get(`${BASE}/workstreams/`, { signal }));

/** Request bodies are the server's own zod contracts (type-only imports: no zod in the bundle). */
type DepartmentPayload = DepartmentBody;

export const createDepartment = (body: DepartmentPayload) => api.post<Department>(`${BASE}/departments/`, body);
export const updateDepartment = (id: number, body: DepartmentPayload) => api.patch<Department>(`${BASE}/departments/${id}/`, body);
export const deleteDepartment = (id: number) => api.delete(`${BASE}/departments/${id}/`);
/** A new access key: dashboard links sent before stop working. */
export const rotateDepartmentKey = (id: number) => api.post<Department>(`${BASE}/departments/${id}/rotate_key/`);

export const createWorkstream = (body: WorkstreamBody) => api.post<Workstream>(`${BASE}/workstreams/`, body);

export type TemplatePayload = TemplateBody;

export const createTemplate = (body: TemplatePayload) => api.post<TaskTemplate>(`${BASE}/task-templates/`, body);
export const updateTemplate = (id: number, body: TemplatePayload) => api.patch<TaskTemplate>(`${BASE}/task-templates/${id}/`, body);
export const deleteTemplate = (id: number) => api.delete(`${BASE}/task-templates/${id}/`);
