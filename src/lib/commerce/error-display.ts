// How a platform error is shown (docs/rules.md#error-shape): its message as the title; for VALIDATION_ERROR the first field
// error's message as the text; anything without the platform's error shape shows its plain message.

export interface PlatformErrorShape {
  code: number;
  message: string;
  key: string;
  errors?: Readonly<Record<string, unknown>> | null;
}

export interface ErrorDisplay {
  title: string;
  text: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The error object of a platform response, whether given as the body ({error: {...}}) or the error itself. */
export function platformError(value: unknown): PlatformErrorShape | null {
  const candidate = isRecord(value) && isRecord(value.error) ? value.error : value;
  if (!isRecord(candidate)) return null;
  const { code, message, key } = candidate;
  if (typeof code !== 'number' || typeof message !== 'string' || typeof key !== 'string') return null;
  return candidate as unknown as PlatformErrorShape;
}

/** The message of a field error entry: a string, {message}, or a list of either. */
function messageOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (Array.isArray(entry)) return entry.length > 0 ? messageOf(entry[0]) : null;
  return isRecord(entry) && typeof entry.message === 'string' ? entry.message : null;
}

/** The error display plus the platform's name of the field the text belongs to (VALIDATION_ERROR only). */
export interface FieldErrorDisplay extends ErrorDisplay {
  field?: string;
}

export function errorDisplayAt(error: unknown, fallbackTitle = ''): FieldErrorDisplay {
  const platform = platformError(error);
  if (platform) {
    const first =
      platform.key === 'VALIDATION_ERROR' && platform.errors
        ? Object.entries(platform.errors)
            .map(([field, entry]) => ({ field, text: messageOf(entry) }))
            .find((candidate) => Boolean(candidate.text))
        : undefined;
    const title = platform.message || fallbackTitle;
    return first?.text ? { title, text: first.text, field: first.field } : { title, text: '' };
  }
  const plain = typeof error === 'string' ? error : isRecord(error) && typeof error.message === 'string' ? error.message : '';
  return { title: plain || fallbackTitle, text: '' };
}

export function errorDisplay(error: unknown, fallbackTitle = ''): ErrorDisplay {
  const { title, text } = errorDisplayAt(error, fallbackTitle);
  return { title, text };
}
