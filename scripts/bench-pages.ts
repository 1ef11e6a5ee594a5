// Which storefront pages the benchmark measures: real URLs found in the platform's catalogue
// (first category, first product, first content page), else the first matching link on the
// home page; a page that cannot be found or does not answer 200 is "not available". Beside them, in
// both languages: the home page with the platform's banners, and a content page with a video
// (the first whose HTML holds a video facade).
import type { PageKind } from './bench-budgets.ts';

export interface BenchPage {
  kind: PageKind;
  path: string | null;
  /** What sets the page apart from the other pages of its kind (its language, banners, a video). */
  variant?: string | undefined;
  /** Why the page is not measured (no such data, or its status). */
  unavailable?: string;
}

type Listing = { data?: Array<{ slug?: unknown; public?: unknown }> };

/** The facade a content page shows for a video (src/lib/video-embeds.ts). */
const VIDEO_FACADE = 'data-video-provider';

async function publicSlugs(platformURL: string, path: string): Promise<string[]> {
  try {
    const response = await fetch(new URL(path, `${platformURL}/`), { headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    const body = (await response.json()) as Listing;
    return (body.data ?? []).flatMap((entry) => (typeof entry.slug === 'string' && entry.slug && entry.public !== false ? [entry.slug] : []));
  } catch {
    return [];
  }
}

async function pageHtml(baseURL: string, path: string): Promise<string> {
  return fetch(`${baseURL}${path}`, { headers: { accept: 'text/html' } })
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
}

async function firstVideoPage(baseURL: string, platformURL: string): Promise<string | null> {
  for (const slug of await publicSlugs(platformURL, 'pages?limit=50')) if ((await pageHtml(baseURL, `/${slug}`)).includes(VIDEO_FACADE)) return `/${slug}`;
  return null;
}

async function firstSlug(platformURL: string, path: string): Promise<string | null> {
  try {
    const response = await fetch(new URL(path, `${platformURL}/`), { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as Listing;
    const item = body.data?.find((entry) => typeof entry.slug === 'string' && entry.slug && entry.public !== false);
    return typeof item?.slug === 'string' ? item.slug : null;
  } catch {
    return null;
  }
}

function firstLink(html: string, pattern: RegExp): string | null {
  for (const match of html.matchAll(/href="(\/[^"#?]*)"/g)) if (pattern.test(match[1]!)) return match[1]!;
  return null;
}

const NOT_CONTENT =
  /^\/(?:en\/?)?(?:$|_astro|category|product|search|blog|cart|checkout|account|login|register|wishlist|kontakt|forgot-password|reset-password|pay|status)/;

export async function discoverPages(baseURL: string, platformURL: string): Promise<BenchPage[]> {
  const homeHtml = await fetch(baseURL, { headers: { accept: 'text/html' } })
    .then((r) => r.text())
    .catch(() => '');
  const category = (await firstSlug(platformURL, 'product-sets?root=1&limit=5')) ?? (await firstSlug(platformURL, 'product-sets?limit=5'));
  const product = await firstSlug(platformURL, 'products?limit=1');
  const content = await firstSlug(platformURL, 'pages?limit=5');
  const blogPost = firstLink(
    await fetch(`${baseURL}/blog`)
      .then((r) => (r.ok ? r.text() : ''))
      .catch(() => ''),
    /^\/blog\/[^/]+$/,
  );

  const videoPage = await firstVideoPage(baseURL, platformURL);
  const banners = homeHtml.includes('data-banner=') ? 'with banners' : 'no banners in the platform';

  const candidates: Array<{ kind: PageKind; path: string | null; variant?: string }> = [
    { kind: 'home', path: '/', variant: `pl, ${banners}` },
    { kind: 'home', path: '/en', variant: `en, ${banners}` },
    { kind: 'category', path: category ? `/category/${category}` : firstLink(homeHtml, /^\/category\/[^/]+$/) },
    { kind: 'product', path: product ? `/product/${product}` : firstLink(homeHtml, /^\/product\/[^/]+$/) },
    { kind: 'content', path: content ? `/${content}` : firstContentLink(homeHtml) },
    { kind: 'content', path: videoPage, variant: 'pl, with a video' },
    { kind: 'content', path: videoPage && `/en${videoPage}`, variant: 'en, with a video' },
    { kind: 'blog-list', path: '/blog' },
    { kind: 'blog-post', path: blogPost },
    // Measured with a line in it: the benchmark adds the product above from its page first.
    { kind: 'cart', path: '/cart' },
    // Also with that line in the cart (an empty cart sends the shopper back to the cart).
    { kind: 'checkout', path: '/checkout' },
    // Account pages a signed-out shopper opens (the signed-in ones need a session the benchmark does not make).
    { kind: 'login', path: '/login' },
    { kind: 'register', path: '/register' },
  ];

  const pages: BenchPage[] = [];
  for (const { kind, path, variant } of candidates) {
    if (!path) {
      pages.push({ kind, path: null, variant, unavailable: 'no such page found in the platform or on the home page' });
      continue;
    }
    const status = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' })
      .then((r) => r.status)
      .catch(() => 0);
    pages.push(status === 200 ? { kind, path, variant } : { kind, path, variant, unavailable: status ? `HTTP ${status}` : 'no answer' });
  }
  return pages;
}

function firstContentLink(html: string): string | null {
  for (const match of html.matchAll(/href="(\/[^"#?/]+)"/g)) if (!NOT_CONTENT.test(match[1]!)) return match[1]!;
  return null;
}
