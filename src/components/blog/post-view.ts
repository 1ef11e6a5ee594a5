// One blog post as the blog's views show it, whichever source it came from: the Markdown collection (built
// with the site) or the content system (Directus, read per request). The views take only this shape.
import type { Locale } from '../../i18n/locales';
import type { CmsBlogPost } from '../../lib/cms/blog-post';
import { COVER_ROOT, COVER_WIDTHS, coverPath, coverSrcset } from '../../lib/cms/cover';

export interface PostCover {
  src: string;
  /** Candidates by width; the view gives `sizes` (a card and a post page show the cover at different widths). */
  srcset?: string;
  /** The image's intrinsic size, so the page reserves its box before it loads. */
  width: number;
  height: number;
  alt: string;
}

export interface PostView {
  locale: Locale;
  slug: string;
  title: string;
  /** The lead: the list's text under the title, and the description for search engines unless `seo` has its own. */
  lead?: string;
  date?: Date;
  author?: string;
  tags: string[];
  cover?: PostCover;
  seo: { title: string; description?: string };
}

/** What a Markdown post's frontmatter gives (the collection entry's `data`, its slug beside it). */
export interface MarkdownPostData {
  title: string;
  description: string;
  date: Date;
  locale: Locale;
  cover: { src: { src: string; width: number; height: number }; alt: string };
  tags: string[];
}

export function viewOfMarkdownPost(slug: string, data: MarkdownPostData): PostView {
  return {
    locale: data.locale,
    slug,
    title: data.title,
    lead: data.description,
    date: data.date,
    tags: data.tags,
    cover: { src: data.cover.src.src, width: data.cover.src.width, height: data.cover.src.height, alt: data.cover.alt },
    seo: { title: data.title, description: data.description },
  };
}

/** A cover of unknown size is reserved as the recommended 1200 × 630 (the views crop covers to that ratio). */
const FALLBACK_COVER = { width: 1200, height: 630 };

/** A post from the content system as the views show it; its cover served under `coverRoot` (a preview has its own). */
export function viewOfCmsPost(post: CmsBlogPost, coverRoot: string = COVER_ROOT): PostView {
  const cover = post.cover;
  const width = cover?.width && cover.height ? cover.width : FALLBACK_COVER.width;
  const height = cover?.width && cover.height ? cover.height : FALLBACK_COVER.height;
  // The src is the largest width the file has (the srcset's last candidate), the same file a browser
  // without srcset support or a social preview gets.
  const srcWidth = [...COVER_WIDTHS].reverse().find((w) => cover?.width === undefined || w <= cover.width) ?? COVER_WIDTHS[0];
  return {
    locale: post.locale,
    slug: post.slug,
    title: post.title,
    lead: post.lead,
    date: post.publishedAt ?? post.updatedAt,
    author: post.author,
    tags: post.tags,
    cover: cover
      ? { src: coverPath(cover.id, srcWidth, coverRoot), srcset: coverSrcset(cover.id, cover.width, coverRoot), width, height, alt: cover.alt }
      : undefined,
    seo: post.seo,
  };
}
