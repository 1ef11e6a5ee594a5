export interface ErrorDetails {
  message?: string | null | undefined;
  statusMessage?: string | null | undefined;
}

/**
 * The text of the error page (docs/rules.md#error-page): the error's message, else the status message,
 * else null — the caller then shows the localised 'Something went wrong.'.
 */
export function errorText({ message, statusMessage }: ErrorDetails): string | null {
  return message?.trim() || statusMessage?.trim() || null;
}
