/**
 * The best of the supported locales for an Accept-Language header, by q-weight, then by
 * order; 'en-US' matches 'en'. Null when nothing matches (the caller uses the default).
 */
export function localeFromAcceptLanguage<L extends string>(header: string | null | undefined, supported: readonly L[]): L | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    const match = supported.find((locale) => locale.toLowerCase() === tag || locale.toLowerCase() === primary);
    if (match) return match;
  }
  return null;
}
