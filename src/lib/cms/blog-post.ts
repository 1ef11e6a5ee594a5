// The blog post as the content system (Directus, collection `blog_posts`, directus/schema.json) sends it,
// checked with zod where it enters the shop: the content system is outside input, so an item with a
// missing or mistyped field is refused here instead of reaching a page. One item is one post in one
// language; the same slug in both languages marks a translation, as in the Markdown collection.
import { z } from 'zod';

export const CMS_LOCALES = ['pl', 'en'] as const;
export type CmsLocale = (typeof CMS_LOCALES)[number];

/** The collection holding the posts, and the states its `status` field takes. */
export const BLOG_COLLECTION = 'blog_posts';
export const POST_STATUSES = ['draft', 'published'] as const;

/** The slug rule of the schema's `slug` field (lower-case words joined by hyphens). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const nullableText = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()));
// Directus sends timestamps as ISO strings (with their zone); a date the shop cannot read is refused.
const timestamp = z.iso.datetime({ offset: true, local: true }).transform((v) => new Date(v));

/** The cover: a file of Directus's file library, with the size the page needs to reserve its space. */
export const cmsCoverSchema = z.object({
  id: z.uuid(),
  type: z.string().nullish(),
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
});

/** Every field the storefront reads of a post, as the content system sends it. */
export const cmsBlogPostWireSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  status: z.enum(POST_STATUSES),
  language: z.enum(CMS_LOCALES),
  title: z.string().trim().min(1),
  slug: z.string().regex(SLUG_PATTERN),
  lead: nullableText,
  body: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  cover: cmsCoverSchema.nullish(),
  cover_alt: nullableText,
  tags: z
    .array(z.string())
    .nullish()
    .transform((tags) => (tags ?? []).map((t) => t.trim()).filter((t) => t !== '')),
  author: nullableText,
  published_at: timestamp.nullish(),
  seo_title: nullableText,
  seo_description: nullableText,
  date_updated: timestamp.nullish(),
});

/** The fields asked of Directus: exactly those the wire schema checks, the cover's through its relation. */
export const BLOG_POST_FIELDS = [
  'id',
  'status',
  'language',
  'title',
  'slug',
  'lead',
  'body',
  { cover: ['id', 'type', 'width', 'height'] },
  'cover_alt',
  'tags',
  'author',
  'published_at',
  'seo_title',
  'seo_description',
  'date_updated',
] as const satisfies readonly (keyof CmsBlogPostItem | { cover: readonly (keyof CmsFileItem)[] })[];

/** A blog post as the shop's pages use it. `body` is Markdown, which the page renders and sanitises. */
export interface CmsBlogPost {
  id: string;
  status: (typeof POST_STATUSES)[number];
  locale: CmsLocale;
  slug: string;
  title: string;
  lead?: string;
  body: string;
  cover?: { id: string; type?: string; width?: number; height?: number; alt: string };
  tags: string[];
  author?: string;
  /** When the post was (or is to be) published; a draft may have none yet. */
  publishedAt?: Date;
  seo: { title: string; description?: string };
  updatedAt?: Date;
}

/** Checks one item from Directus and turns it into the shop's post; throws a ZodError naming the field at fault. */
export function parseCmsBlogPost(item: unknown): CmsBlogPost {
  const post = cmsBlogPostWireSchema.parse(item);
  return {
    id: post.id,
    status: post.status,
    locale: post.language,
    slug: post.slug,
    title: post.title,
    lead: post.lead,
    body: post.body,
    cover: post.cover
      ? {
          id: post.cover.id,
          type: post.cover.type ?? undefined,
          width: post.cover.width ?? undefined,
          height: post.cover.height ?? undefined,
          alt: post.cover_alt ?? '',
        }
      : undefined,
    tags: post.tags,
    author: post.author,
    publishedAt: post.published_at ?? undefined,
    seo: { title: post.seo_title ?? post.title, description: post.seo_description ?? post.lead },
    updatedAt: post.date_updated ?? undefined,
  };
}

/** The schema of `blog_posts` for @directus/sdk's typed queries. */
export interface CmsSchema {
  blog_posts: CmsBlogPostItem[];
  directus_files: CmsFileItem[];
}

/** A file of Directus's library as the cover's relation reaches it (the fields the shop asks for). */
export interface CmsFileItem {
  id: string;
  type: string | null;
  width: number | null;
  height: number | null;
}

/**
 * A `blog_posts` item as stored, typed for the SDK's queries (the cover is the file's id unless its fields
 * are asked for; `'datetime'` marks a timestamp for the SDK's date filters).
 */
export interface CmsBlogPostItem {
  id: number;
  status: (typeof POST_STATUSES)[number];
  language: CmsLocale;
  title: string;
  slug: string;
  lead: string | null;
  body: string | null;
  cover: string | CmsFileItem | null;
  cover_alt: string | null;
  tags: string[] | null;
  author: string | null;
  published_at: 'datetime' | null;
  seo_title: string | null;
  seo_description: string | null;
  date_created: 'datetime' | null;
  date_updated: 'datetime' | null;
}
