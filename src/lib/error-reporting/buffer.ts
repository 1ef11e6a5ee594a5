// The page's errors from before the error-reporting SDK has loaded (it loads after the page is
// interactive), kept for it. Runs in every page's shell chunk: as small as it can be.

/** At most this many early errors are kept: a page failing in a loop must not grow memory. */
export const BUFFER_LIMIT = 20;

/** The window events the buffer listens to. */
export const ERROR_EVENTS = ['error', 'unhandledrejection'] as const;

/** What a window `error` or `unhandledrejection` event carries. */
type ErrorLike = Pick<ErrorEvent, 'error' | 'message'> | Pick<PromiseRejectionEvent, 'reason'>;

export interface ErrorBuffer {
  /** The listener for ERROR_EVENTS. */
  keep(event: Event): void;
  /** The kept errors (thrown values, rejection reasons, or the message when there is no error), oldest first. */
  errors: unknown[];
}

export function errorBuffer(): ErrorBuffer {
  const errors: unknown[] = [];
  return {
    errors,
    keep(event) {
      const early = event as unknown as ErrorLike;
      if (errors.length < BUFFER_LIMIT) errors.push('reason' in early ? early.reason : (early.error ?? early.message));
    },
  };
}
