/** An error that should reach the shopper as an error page with this HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  readonly statusMessage: string | undefined;

  constructor(status: number, message?: string, options?: { cause?: unknown; statusMessage?: string }) {
    super(message ?? '', options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpError';
    this.status = status;
    this.statusMessage = options?.statusMessage;
  }
}

/** The HTTP status an error should be answered with (500 unless it says otherwise). */
export function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status <= 599) return status;
  }
  return 500;
}

/** Carries the status of an error page from the page to the middleware (never sent to the browser). */
export const ERROR_STATUS_HEADER = 'x-error-status';
