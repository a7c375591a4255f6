export { RequestFields } from './request-fields';
export type { RequestFieldsPayload } from './request-form-state';
export { toastRequestError } from './request-refusal';
export { useRequestForm } from './use-request-form';
