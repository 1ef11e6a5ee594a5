// Query encoding (docs/rules.md#query-encoding), used as openapi-fetch's querySerializer: booleans 1/0, dates as
// ISO strings in UTC, `sort` arrays joined by commas, other arrays in bracket style
// (tags[]=a&tags[]=b), nested objects with dotted keys (price.min=10), null and undefined
// dropped, keys in a stable (sorted) order so equal queries give equal URLs (and cache keys).

type Scalar = string | number | boolean | bigint | Date;

function scalarText(value: Scalar): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Keeps `[]` and `.` readable in keys; everything else is percent-encoded. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B%5D/g, '[]');
}

function collect(key: string, value: unknown, out: Array<[string, string]>): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== undefined);
    if (key === 'sort' || key.endsWith('.sort')) {
      if (items.length > 0) out.push([key, items.map((item) => scalarText(item as Scalar)).join(',')]);
      return;
    }
    const arrayKey = key.endsWith('[]') ? key : `${key}[]`;
    for (const item of items) {
      if (typeof item === 'object' && !(item instanceof Date)) continue; // nested arrays/objects in arrays are not part of the encoding
      out.push([arrayKey, scalarText(item as Scalar)]);
    }
    return;
  }
  if (value instanceof Date) {
    out.push([key, value.toISOString()]);
    return;
  }
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value as Record<string, unknown>)) {
      collect(`${key}.${child}`, childValue, out);
    }
    return;
  }
  if (typeof value === 'function' || typeof value === 'symbol') return;
  out.push([key, scalarText(value as Scalar)]);
}

/** The query string (without `?`) for a query object. */
export function encodeQuery(query: Record<string, unknown> | undefined | null): string {
  if (!query) return '';
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) collect(key, value, pairs);
  // Stable sort by key: repeated array keys keep their element order.
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return pairs.map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`).join('&');
}
