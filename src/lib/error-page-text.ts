// Which errors may speak to the shopper on the error page (the error's message, else its
// status message, else 'Something went wrong.'), without ever showing internal detail (docs/security.md).
import { errorText } from './commerce/error-page';
import { HttpError } from './http-error';
import { PlatformError } from './platform';

/**
 * The text the error page shows for `error`, or null for the localised 'Something went wrong.'.
 *
 * - An `HttpError` is raised by the storefront for the shopper: its message, else its status message.
 * - A `PlatformError` with a 4xx answer is the platform's refusal of this request, addressed to its client
 *   (docs/rules.md#error-shape: such messages are shown as titles): its message, else the response's status text.
 * - A `PlatformError` with a 5xx answer may carry the platform's internals (an exception, a query) in its
 *   message: only the response's status text ('Service Unavailable'). Without an answer (timeout, network
 *   failure, cancelled) its message names our own connection: nothing.
 * - Anything else (a JavaScript exception, Astro's own errors) is a fault of the code: its message
 *   ("Cannot read properties of undefined …") stays in the server's log.
 */
export function errorPageText(error: unknown): string | null {
  if (error instanceof HttpError) return errorText({ message: error.message, statusMessage: error.statusMessage });
  if (error instanceof PlatformError) {
    if (error.status >= 400 && error.status < 500) return errorText({ message: error.message, statusMessage: error.statusText });
    if (error.status >= 500) return errorText({ statusMessage: error.statusText });
  }
  return null;
}
