// The one error type of the platform client (docs/rules.md#error-shape) and what the shopper sees of it.
import { errorDisplayAt, type FieldErrorDisplay } from '../commerce/error-display';
import type { components } from './schema';
import { retryAfterMs } from './retry';

export type PlatformErrorKey = components['schemas']['ErrorKey'];
export type FieldErrors = Record<string, Array<{ key: string; message: string }>>;

/** Keys of failures that never reached the platform or never got an answer. */
export const TIMEOUT = 'REQUEST_TIMEOUT';
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const CANCELLED = 'REQUEST_CANCELLED';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';
export type ClientFailureKey = typeof TIMEOUT | typeof NETWORK_ERROR | typeof CANCELLED | typeof INVALID_RESPONSE;

export interface PlatformErrorInit {
  /** HTTP status of the response; 0 when there was none (timeout, network failure, cancelled). */
  status: number;
  /** The platform's `code` (its HTTP status), or 0 for failures without a response. */
  code?: number;
  message: string;
  /** The response's status text (e.g. 'Not Found'), when there was a response that had one. */
  statusText?: string;
  key: PlatformErrorKey | ClientFailureKey | (string & {});
  errors?: FieldErrors;
  /** From a 429's Retry-After: how long the platform asks to wait. */
  retryAfterMs?: number;
  /** The response carried the platform's error object ({error: {message, …}}), not only a status. */
  fromErrorBody?: boolean;
  cause?: unknown;
}

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly status: number;
  readonly code: number;
  readonly key: PlatformErrorInit['key'];
  readonly errors: FieldErrors;
  readonly retryAfterMs: number | undefined;
  /** The response carried the platform's error object: the platform itself answered, not a proxy in front of it. */
  readonly fromErrorBody: boolean;
  readonly statusText: string | undefined;

  constructor(init: PlatformErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? init.status;
    this.key = init.key;
    this.errors = init.errors ?? {};
    this.retryAfterMs = init.retryAfterMs;
    this.fromErrorBody = init.fromErrorBody ?? false;
    this.statusText = init.statusText || undefined;
  }

  /** The platform throttled this client (429 TOO_MANY_REQUESTS). */
  get isRateLimited(): boolean {
    return this.status === 429;
  }

  get isTimeout(): boolean {
    return this.key === TIMEOUT;
  }
  get isNetworkError(): boolean {
    return this.key === NETWORK_ERROR;
  }
  get isCancelled(): boolean {
    return this.key === CANCELLED;
  }
  /** The first field error message, if any (what docs/rules.md#error-shape shows for VALIDATION_ERROR). */
  get firstFieldMessage(): string | undefined {
    for (const list of Object.values(this.errors)) if (list[0]?.message) return list[0].message;
    return undefined;
  }

  static timeout(timeoutMs: number, cause?: unknown): PlatformError {
    return new PlatformError({ status: 0, code: 0, key: TIMEOUT, message: `The platform did not answer within ${timeoutMs / 1000} s`, cause });
  }
  static network(cause: unknown): PlatformError {
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return new PlatformError({ status: 0, code: 0, key: NETWORK_ERROR, message: `The platform could not be reached${detail}`, cause });
  }
  static cancelled(cause?: unknown): PlatformError {
    return new PlatformError({ status: 0, code: 0, key: CANCELLED, message: 'The request was cancelled', cause });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function fieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const result: FieldErrors = {};
  for (const [field, entries] of Object.entries(value)) {
    const list = Array.isArray(entries) ? entries : [entries];
    result[field] = list.flatMap((entry) => {
      if (typeof entry === 'string') return [{ key: 'VALIDATION_ERROR', message: entry }];
      if (isRecord(entry) && typeof entry.message === 'string') {
        return [{ key: typeof entry.key === 'string' ? entry.key : 'VALIDATION_ERROR', message: entry.message }];
      }
      return [];
    });
  }
  return result;
}

const statusKeys: Record<number, PlatformErrorKey> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'UNPROCESSABLE_ENTITY',
  502: 'BAD_GATEWAY',
};

/**
 * A PlatformError from an error response: its `{error: {code, message, key, errors}}` body, or its status;
 * `retryAfter` is the response's Retry-After header (kept for a 429).
 */
export function platformErrorFromResponse(status: number, body: unknown, statusText = '', retryAfter: string | null = null): PlatformError {
  const wait = status === 429 ? retryAfterMs(retryAfter) : undefined;
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (error && typeof error.message === 'string') {
    return new PlatformError({
      status,
      code: typeof error.code === 'number' ? error.code : status,
      message: error.message,
      key: typeof error.key === 'string' ? error.key : (statusKeys[status] ?? 'INTERNAL_SERVER_ERROR'),
      errors: fieldErrors(error.errors),
      statusText,
      retryAfterMs: wait,
      fromErrorBody: true,
    });
  }
  const plain = typeof body === 'string' && body.trim() !== '' && body.length < 500 ? body.trim() : undefined;
  return new PlatformError({
    status,
    message: plain ?? (statusText || `The platform answered with status ${status}`),
    key: statusKeys[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : INVALID_RESPONSE),
    statusText,
    retryAfterMs: wait,
  });
}

/** What the shopper sees of any error: the message as title; for VALIDATION_ERROR the first field error as text. */
export function errorForShopper(error: unknown, fallbackTitle = ''): FieldErrorDisplay {
  if (error instanceof PlatformError) {
    return errorDisplayAt({ error: { code: error.code, message: error.message, key: error.key, errors: error.errors } }, fallbackTitle);
  }
  return errorDisplayAt(error, fallbackTitle);
}
