import type { ZodError } from 'zod';

export type FieldErrors = Record<string, { key: string; message: string }[]>;
/** Field errors, or (CLIENT_ALREADY_HAS_ACCOUNT) Heseya's `{merge_token: string}`. */
export type ErrorDetails = FieldErrors | Record<string, string>;

/** Every failure leaves the platform as `{ error: { code, message, key, errors } }` (docs/rules.md#error-shape). */
export class ApiError extends Error {
  readonly status: number;
  readonly key: string;
  readonly errors: ErrorDetails | undefined;
  /** Response headers that go with the error (e.g. `Retry-After` of a 429). */
  headers: Record<string, string> = {};
  constructor(status: number, key: string, message: string, errors?: ErrorDetails) {
    super(message);
    this.status = status;
    this.key = key;
    this.errors = errors;
  }
  // Heseya always sends `errors` (empty when there are none); Heseya's SDK tells client errors apart by it
  // (isHeseyaClientError). Heseya's empty one is PHP's `[]`; `{}` says the same and keeps the field a map.
  toBody() {
    return { error: { code: this.status, message: this.message, key: this.key, errors: this.errors ?? {} } };
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found.`);
export const unauthorized = (message = 'You need to sign in.') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, 'FORBIDDEN', message);
export const badRequest = (message: string) => new ApiError(400, 'BAD_REQUEST', message);
export const clientError = (key: string, message: string, status = 422) => new ApiError(status, key, message);

/** One field failed: 422 VALIDATION_ERROR with the field's own VALIDATION_* key. */
export function fieldError(field: string, key: string, message: string): ApiError {
  return new ApiError(422, 'VALIDATION_ERROR', message, { [field]: [{ key, message }] });
}

/** Maps zod issues to the VALIDATION_* keys (docs/rules.md#error-keys). */
function validationKey(issue: ZodError['issues'][number]): string {
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return 'VALIDATION_REQUIRED';
      switch (issue.expected) {
        case 'string':
          return 'VALIDATION_STRING';
        case 'number':
          return 'VALIDATION_NUMERIC';
        case 'int':
          return 'VALIDATION_INTEGER';
        case 'array':
          return 'VALIDATION_ARRAY';
        case 'boolean':
          return 'VALIDATION_BOOLEAN';
        default:
          return 'VALIDATION_REQUIRED';
      }
    case 'too_small':
      return 'VALIDATION_MIN';
    case 'too_big':
      return 'VALIDATION_MAX';
    case 'invalid_format':
      if (issue.format === 'email') return 'VALIDATION_EMAIL';
      if (issue.format === 'uuid') return 'VALIDATION_UUID';
      if (issue.format === 'url') return 'VALIDATION_URL';
      if (issue.format === 'date' || issue.format === 'datetime') return 'VALIDATION_DATE';
      return 'VALIDATION_REGEX';
    case 'invalid_value':
      return 'VALIDATION_IN';
    case 'unrecognized_keys':
      return 'VALIDATION_PROHIBITED_WITH';
    case 'custom':
      return typeof issue.params?.key === 'string' ? issue.params.key : 'VALIDATION_ERROR';
    default:
      return 'VALIDATION_ERROR';
  }
}

export function fromZod(error: ZodError): ApiError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const list = errors[field] ?? [];
    errors[field] = list;
    list.push({ key: validationKey(issue), message: `${field}: ${issue.message}` });
  }
  const first = Object.values(errors)[0]?.[0]?.message ?? 'The given data was invalid.';
  return new ApiError(422, 'VALIDATION_ERROR', first, errors);
}
