// Server errors for the error-reporting service: an exception while rendering a page (the 500 page
// reports it) and a failed action (src/middleware/error-reporting.ts). The SDK is initialised once by
// server/storefront.ts when SENTRY_DSN is set; without it (or under `astro dev`) these calls do nothing.
import { captureException } from '@sentry/core';
import { scrubUrl } from './scrub';

export type ServerFailure = 'render' | 'action';

/** Reports an error with where it happened (the path; the query only without its secrets). */
export function reportServerError(error: unknown, failure: ServerFailure, url: URL): void {
  captureException(error, { tags: { failure }, extra: { url: scrubUrl(url.pathname + url.search) } });
}

/** An action that threw something else than an ActionError: Astro answers 500 and keeps only the message. */
export class ActionFailure extends Error {
  constructor(action: string, message: string) {
    super(`Action ${action} failed: ${message}`);
    this.name = 'ActionFailure';
  }
}

/** What Astro keeps of an action's result for the page a form posted to (locals._actionPayload). */
interface SerializedActionResult {
  type: string;
  status?: number;
  body?: string;
}

/**
 * The message of a failed action (status 500) from its serialized result: the RPC response's body, or
 * the result Astro keeps for the page a form posted to. Undefined when the action did not fail so.
 */
export function failedActionMessage(result: SerializedActionResult | undefined): string | undefined {
  if (result?.type !== 'error' || result.status !== 500) return undefined;
  try {
    const body: unknown = JSON.parse(result.body ?? '');
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through
  }
  return 'internal server error';
}

/** The serialized action result Astro keeps in locals for a form post, when there is one. */
export function formActionResult(locals: object): SerializedActionResult | undefined {
  const payload: unknown = Reflect.get(locals, '_actionPayload');
  if (!payload || typeof payload !== 'object') return undefined;
  const result: unknown = Reflect.get(payload, 'actionResult');
  if (!result || typeof result !== 'object' || typeof Reflect.get(result, 'type') !== 'string') return undefined;
  return result as SerializedActionResult;
}
