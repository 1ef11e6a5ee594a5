// SEO rules (docs/rules.md#seo-merge): merge sources by first non-empty value, concatenate header tags, robots value.

export interface HeaderTag {
  type: 'meta' | 'link' | 'script';
  [attribute: string]: unknown;
}

export interface SeoShape {
  title?: string | null;
  description?: string | null;
  keywords?: readonly string[] | null;
  og_image?: { url: string } | null;
  twitter_card?: 'summary' | 'summary_large_image' | null;
  no_index?: boolean | null;
  header_tags?: readonly HeaderTag[] | null;
}

type MergedSeo = Omit<SeoShape, 'header_tags'> & { header_tags: HeaderTag[] };

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const FIELDS = ['title', 'description', 'keywords', 'og_image', 'twitter_card', 'no_index'] as const;

/**
 * Merges SEO sources, most specific first (e.g. product, then category, then global): each field takes the
 * first non-empty value (null, undefined, '' and [] are empty; no_index false is a value); header tags of
 * all sources are concatenated in order.
 */
export function mergeSeo(...sources: readonly (SeoShape | null | undefined)[]): MergedSeo {
  const present = sources.filter((source): source is SeoShape => !!source);
  const merged: MergedSeo = { header_tags: present.flatMap((source) => source.header_tags ?? []) };
  for (const field of FIELDS) {
    const source = present.find((candidate) => !isEmpty(candidate[field]));
    if (source) Object.assign(merged, { [field]: source[field] });
  }
  return merged;
}

/** The two robots values a page may carry: a private or error page is 'noindex', every other 'index, follow'. */
export type RobotsValue = 'noindex' | 'index, follow';

/** The robots meta value: 'noindex' or 'index, follow'. */
export function robots(seo: Pick<SeoShape, 'no_index'>): RobotsValue {
  return seo.no_index ? 'noindex' : 'index, follow';
}
