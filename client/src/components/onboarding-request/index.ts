export { RequestFields, type RequestFieldsProps } from './request-fields';
export {
  EMPTY_REQUEST_FORM,
  requestPayload,
  validateRequestForm,
  type RequestFieldsPayload,
  type RequestFormState,
} from './request-form-state';
export { refusalReason, toastRequestError } from './request-refusal';
