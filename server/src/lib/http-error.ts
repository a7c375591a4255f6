export type FieldErrors = Record<string, string[]>;

/**
 * An error meant for the client: its status and text reach the response in the one error shape.
 * `extra` adds fields beside `error` for an answer the spec gives more (e.g. onboarding's `reason`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, fieldErrors?: FieldErrors) => new HttpError(400, msg, fieldErrors);
export const unauthorized = (msg = 'Authentication required') => new HttpError(401, msg);
export const forbidden = (msg = 'You do not have permission to do this') => new HttpError(403, msg);
export const notFound = (msg = 'Not found') => new HttpError(404, msg);
export const conflict = (msg: string, fieldErrors?: FieldErrors) => new HttpError(409, msg, fieldErrors);
