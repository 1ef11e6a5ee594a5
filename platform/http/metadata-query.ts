import { badRequest, fieldError } from './errors.ts';

type Query = Record<string, string | string[]>;
type MetadataValue = string | number | boolean | null;

/**
 * Heseya's `metadata` search: `metadata[key]=value` (a query object) or `metadata.key=value` (what its SDK
 * sends, flattened); every pair must match. `field` is `metadata` or `metadata_private`.
 */
export function metadataQuery(q: Query, field: 'metadata' | 'metadata_private' = 'metadata'): [string, string][] {
  const pairs: [string, string][] = [];
  const pattern = new RegExp(`^${field}(?:\\[([^\\]]+)\\]|\\.(.+))$`);
  for (const [key, value] of Object.entries(q)) {
    const m = pattern.exec(key);
    if (!m) continue;
    const name = (m[1] ?? m[2])!;
    if (Array.isArray(value)) throw badRequest(`${field}.${name} takes one value.`);
    pairs.push([name, value]);
  }
  return pairs;
}

/** Whether a stored metadata value equals the query's text; a flag matches 1/0 (the SDK's booleans) or true/false. */
function sameValue(stored: MetadataValue | undefined, wanted: string): boolean {
  if (stored === undefined) return false;
  if (typeof stored === 'boolean') return wanted === (stored ? '1' : '0') || wanted === String(stored);
  return String(stored) === wanted;
}

export function matchesMetadata(metadata: Record<string, MetadataValue> | undefined, pairs: [string, string][]): boolean {
  return pairs.every(([name, wanted]) => sameValue(metadata?.[name], wanted));
}

/**
 * The public and private metadata pairs of a list query. Searching private metadata needs the resource's
 * `show_metadata_private` permission (Heseya's VALIDATION_CAN_SHOW_PRIVATE_METADATA), or the search itself
 * would tell a guest what private metadata holds.
 */
export function metadataSearch(q: Query, canSeePrivate: boolean) {
  const publicPairs = metadataQuery(q, 'metadata');
  const privatePairs = metadataQuery(q, 'metadata_private');
  if (privatePairs.length && !canSeePrivate)
    throw fieldError('metadata_private', 'VALIDATION_CAN_SHOW_PRIVATE_METADATA', 'You cannot search private metadata.');
  return (item: { metadata?: Record<string, MetadataValue>; metadata_private?: Record<string, MetadataValue> }) =>
    matchesMetadata(item.metadata, publicPairs) && matchesMetadata(item.metadata_private, privatePairs);
}
