// Date display (docs/rules.md#dates): dd.MM.yyyy and dd.MM.yyyy HH:mm, in an explicit time zone.

export const SHOP_TIME_ZONE = 'Europe/Warsaw';

type DateInput = Date | string | number;

// One formatter per time zone: building an Intl.DateTimeFormat is the expensive part.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function parts(value: DateInput, timeZone: string): Record<string, string> | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const format = dateTimeFormat(timeZone);
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** 'dd.MM.yyyy' in the time zone (default Europe/Warsaw); '' for an invalid date. */
export function formatDate(value: DateInput, timeZone: string = SHOP_TIME_ZONE): string {
  const p = parts(value, timeZone);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** 'dd.MM.yyyy HH:mm' in the time zone (default Europe/Warsaw); '' for an invalid date. */
export function formatDateTime(value: DateInput, timeZone: string = SHOP_TIME_ZONE): string {
  const p = parts(value, timeZone);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}
