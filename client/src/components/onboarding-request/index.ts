export { RequestFields } from './request-fields';
export {
  EMPTY_REQUEST_FORM,
  requestPayload,
  validateRequestForm,
  type RequestFieldsPayload,
  type RequestFormState,
} from './request-form-state';
export { toastRequestError } from './request-refusal';
export { useRequestForm } from './use-request-form';
