// How an account action hands a platform refusal to its page. Astro keeps only an action
// error's code and message across a form post, so the refusal (title, text, the platform's field name)
// travels as JSON in the message under PLATFORM_REFUSAL's code; the page reads it back with
// readPlatformRefusal. Temporary failures (no answer, 5xx, 429) are not refusals: they keep the
// action's own "try again" message.
import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { errorForShopper, type PlatformError } from '../../lib/platform';
import type { FieldErrorDisplay } from '../../lib/commerce/error-display';

export const PLATFORM_REFUSAL = 'UNPROCESSABLE_CONTENT' as const;

/** No answer, the platform's own failure, or its throttle: trying again later may pass. */
export const isTemporaryFailure = (error: PlatformError): boolean => error.status === 0 || error.status >= 500 || error.status === 429;

const refusalJson = z.object({ platformRefusal: z.object({ title: z.string(), text: z.string(), field: z.string().optional() }) });

export function refusedByPlatform(error: PlatformError): ActionError {
  const display = errorForShopper(error);
  return new ActionError({ code: PLATFORM_REFUSAL, message: JSON.stringify({ platformRefusal: display }) });
}

/** The refusal an action error carries, or null for any other error. */
export function readPlatformRefusal(error: unknown): FieldErrorDisplay | null {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== PLATFORM_REFUSAL) return null;
  try {
    const parsed = refusalJson.safeParse(JSON.parse(error.message));
    return parsed.success ? parsed.data.platformRefusal : null;
  } catch {
    return null;
  }
}
