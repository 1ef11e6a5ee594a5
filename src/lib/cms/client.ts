// The content-system client: the blog's posts from Directus through @directus/sdk, read on the server only.
// Shoppers' reads use a static token of a read-only Directus user whose policy sees published posts only;
// previews sign in as a preview user (email and password) and keep its access token fresh, refreshing it
// when it has less than 30 s left (the content-system client's refresh margin), on demand rather than on a
// timer, so an idle server sends nothing. Every answer is checked by zod (./blog-post.ts).
import {
  aggregate,
  authentication,
  createDirectus,
  readItems,
  rest,
  staticToken,
  type AuthenticationData,
  type DirectusClient,
  type RestClient,
} from '@directus/sdk';
import { z } from 'zod';
import type { ResponseCache } from '../platform/response-cache';
import { BLOG_COLLECTION, BLOG_POST_FIELDS, parseCmsBlogPost, type CmsBlogPost, type CmsLocale, type CmsSchema } from './blog-post';

/** Milliseconds before an authenticated read's access token expires at which it is refreshed first. */
export const CMS_TOKEN_REFRESH_MARGIN_MS = 30_000;
/** Posts on one page of the blog's list unless the caller asks for another size; at most MAX_PER_PAGE. */
export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 100;

export interface CmsConfig {
  /** Directus's base URL, no trailing slash. */
  url: string;
  /** The static token of the storefront's read-only user (published posts only). */
  token: string;
  /** The preview user's credentials (reads drafts); without them previews are unavailable. */
  preview?: { email: string; password: string };
  /** Milliseconds a read may take before it is abandoned. */
  timeoutMs?: number;
  /** The fetch to use (tests); the global one by default. */
  fetch?: typeof globalThis.fetch;
  /**
   * Where the shoppers' reads (the static token's GETs) are kept, under the platform answers' rules: fresh
   * for the cache's lifetime, then served stale while Directus fails. Previews are never cached.
   */
  cache?: ResponseCache;
}

export interface CmsPostPage {
  posts: CmsBlogPost[];
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

export interface CmsClient {
  /** Published posts of one language, newest first, one page of them. */
  listPublishedPosts(locale: CmsLocale, options?: { page?: number; perPage?: number }): Promise<CmsPostPage>;
  /** A published post by its slug in one language; undefined when there is none (or it is a draft). */
  getPublishedPost(locale: CmsLocale, slug: string): Promise<CmsBlogPost | undefined>;
  /** A post by its slug in one language whatever its status, for a member of staff's preview. */
  getPreviewPost(locale: CmsLocale, slug: string): Promise<CmsBlogPost | undefined>;
  /**
   * Whether a file of Directus's library is the cover of a post the shop shows (published, its date come):
   * a shoppers' read, kept like the others.
   */
  isPublishedCover(fileId: string): Promise<boolean>;
  /** Whether a file is the cover of any post, drafts and scheduled ones included, for a member of staff's preview (never kept). */
  isPreviewCover(fileId: string): Promise<boolean>;
  /** Whether previews are configured (the preview user's credentials are set). */
  readonly canPreview: boolean;
}

/** A failed read from the content system: unreachable, refused, or an answer the shop cannot use. */
export class CmsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CmsError';
  }
}

const countSchema = z.array(z.object({ count: z.coerce.number().int().min(0) })).length(1);
const itemsSchema = z.array(z.unknown());

/** What the SDK throws for an error answer: `{ errors: [{ message }], response }`. */
function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) {
    const status = 'response' in error && error.response instanceof Response ? ` (HTTP ${error.response.status})` : '';
    const messages = error.errors.map((e: unknown) => (e && typeof e === 'object' && 'message' in e ? String(e.message) : String(e)));
    return `${messages.join('; ')}${status}`;
  }
  return error instanceof Error ? error.message : String(error);
}

function withTimeout(base: typeof globalThis.fetch, timeoutMs: number): typeof globalThis.fetch {
  return (input, init) => base(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
}

/** A fetch whose GETs go through `cache` (keyed by URL: one token per client, so one reader per key). */
function cachedFetch(base: typeof globalThis.fetch, cache: ResponseCache): typeof globalThis.fetch {
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET') return base(input, init);
    const url = input instanceof Request ? input.url : String(input);
    return cache.fetch(`GET ${url}`, () => base(input, init));
  };
}

/** The query shared by every read of one post or list: these fields of this language. */
const PUBLISHED = { status: { _eq: 'published' }, published_at: { _lte: '$NOW' } } as const;

export function createCmsClient(config: CmsConfig): CmsClient {
  const fetch = withTimeout(config.fetch ?? globalThis.fetch, config.timeoutMs ?? 20_000);
  const globals = { fetch };
  const readerGlobals = { fetch: config.cache ? cachedFetch(fetch, config.cache) : fetch };
  const reader = createDirectus<CmsSchema>(config.url, { globals: readerGlobals }).with(staticToken(config.token)).with(rest());
  const preview = config.preview;
  // The preview user's tokens, in this process's memory only (held here so that their expiry can be read).
  let session: AuthenticationData | null = null;
  const storage = {
    get: () => session,
    set: (value: AuthenticationData | null) => {
      session = value;
    },
  };
  const previewer = preview
    ? createDirectus<CmsSchema>(config.url, { globals })
        .with(authentication('json', { autoRefresh: false, msRefreshBeforeExpires: CMS_TOKEN_REFRESH_MARGIN_MS, storage }))
        .with(rest())
    : undefined;
  let signingIn: Promise<unknown> | undefined;

  /** Signs the preview user in once (again after a failed refresh); concurrent previews share one sign-in. */
  async function previewClient(): Promise<NonNullable<typeof previewer>> {
    if (!previewer || !preview) throw new CmsError('Previews are not configured (DIRECTUS_PREVIEW_EMAIL and DIRECTUS_PREVIEW_PASSWORD).');
    // getToken() refreshes a token that has less than the margin left (concurrent callers share the one
    // refresh). A token still that close to its expiry afterwards means there was none or the refresh
    // failed (the refresh token expired too): sign in again.
    await previewer.getToken();
    const fresh = session?.access_token && (session.expires_at ?? 0) >= Date.now() + CMS_TOKEN_REFRESH_MARGIN_MS;
    if (!fresh) {
      signingIn ??= previewer.login({ email: preview.email, password: preview.password }).finally(() => {
        signingIn = undefined;
      });
      try {
        await signingIn;
      } catch (error) {
        throw new CmsError(`The preview user could not sign in to Directus: ${describe(error)}`, { cause: error });
      }
    }
    return previewer;
  }

  async function read<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof CmsError) throw error;
      throw new CmsError(`Directus: ${what} failed: ${describe(error)}`, { cause: error });
    }
  }

  function parseItems(what: string, items: unknown): CmsBlogPost[] {
    const result = itemsSchema.safeParse(items);
    if (!result.success) throw new CmsError(`Directus: ${what}: the answer is not a list of items`);
    return result.data.map((item, index) => {
      try {
        return parseCmsBlogPost(item);
      } catch (error) {
        const issues = error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : String(error);
        throw new CmsError(`Directus: ${what}: item ${index} is not a usable blog post (${issues})`, { cause: error });
      }
    });
  }

  async function bySlug(client: DirectusClient<CmsSchema> & RestClient<CmsSchema>, locale: CmsLocale, slug: string, published: boolean) {
    const filter = { language: { _eq: locale }, slug: { _eq: slug }, ...(published ? PUBLISHED : {}) };
    const items = await client.request(
      readItems(BLOG_COLLECTION, { fields: [...BLOG_POST_FIELDS], filter, sort: ['-published_at', '-date_updated'], limit: 1 }),
    );
    return parseItems(`the post '${slug}' (${locale})`, items)[0];
  }

  async function hasCover(client: DirectusClient<CmsSchema> & RestClient<CmsSchema>, fileId: string, published: boolean): Promise<boolean> {
    const filter = { cover: { _eq: fileId }, ...(published ? PUBLISHED : {}) };
    const items = await client.request(readItems(BLOG_COLLECTION, { fields: ['id'], filter, limit: 1 }));
    const result = itemsSchema.safeParse(items);
    if (!result.success) throw new CmsError(`Directus: the posts with the cover ${fileId}: the answer is not a list of items`);
    return result.data.length > 0;
  }

  return {
    canPreview: previewer !== undefined,

    isPublishedCover(fileId) {
      return read(`the published posts with the cover ${fileId}`, () => hasCover(reader, fileId, true));
    },

    isPreviewCover(fileId) {
      return read(`the posts with the cover ${fileId}`, async () => hasCover(await previewClient(), fileId, false));
    },

    listPublishedPosts(locale, options = {}) {
      const page = Math.max(1, Math.floor(options.page ?? 1));
      const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(options.perPage ?? DEFAULT_PER_PAGE)));
      const filter = { language: { _eq: locale }, ...PUBLISHED };
      return read(`the ${locale} posts`, async () => {
        const [items, counted] = await Promise.all([
          reader.request(readItems(BLOG_COLLECTION, { fields: [...BLOG_POST_FIELDS], filter, sort: ['-published_at', '-id'], limit: perPage, page })),
          reader.request(aggregate(BLOG_COLLECTION, { aggregate: { count: '*' }, query: { filter } })),
        ]);
        const count = countSchema.safeParse(counted);
        if (!count.success) throw new CmsError(`Directus: the ${locale} posts: the count is not a number`);
        const total = count.data[0]?.count ?? 0;
        return { posts: parseItems(`the ${locale} posts`, items), page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
      });
    },

    getPublishedPost(locale, slug) {
      return read(`the post '${slug}' (${locale})`, () => bySlug(reader, locale, slug, true));
    },

    getPreviewPost(locale, slug) {
      return read(`the preview of '${slug}' (${locale})`, async () => bySlug(await previewClient(), locale, slug, false));
    },
  };
}
