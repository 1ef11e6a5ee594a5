// The frontmatter of a blog post (docs/marketing-content.md): checked with zod when the site is built, so a
// post with a missing or wrong field stops the build instead of publishing a broken page.
// Astro's build error names the post's file and, per issue, the field (see
// src/content/blog/README.md). A plain module (no astro:content) so it can be unit-tested.
import { z } from 'zod';

export const BLOG_LOCALES = ['pl', 'en'] as const;
export type BlogLocale = (typeof BLOG_LOCALES)[number];

const FIELDS = 'title, description, date, locale, cover (src, alt), tags';

type IssueInput = { code?: string; keys?: string[]; input?: unknown };

// An unknown key is reported on the object holding it, so the message names the key (a typo
// like 'titel' or 'autor'); other issues keep zod's or the field's own message.
function unknownFieldMessage(issue: IssueInput): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  return `unknown field ${(issue.keys ?? []).map((key) => `'${key}'`).join(', ')} (allowed: ${FIELDS})`;
}

function text(what: string) {
  return z.string({ error: (issue: IssueInput) => (issue.input === undefined ? `${what} is required` : `${what} must be text`) }).trim();
}

/**
 * The frontmatter schema. `coverImage` checks the cover's `src`: Astro's `image()` in the
 * content config (a file next to the post, resolved and optimised at build), a plain string
 * check in tests.
 */
export function blogPostFrontmatter<Cover extends z.ZodType>(coverImage: Cover) {
  return z.strictObject(
    {
      title: text('a title').min(1, 'a title is required').max(120, 'keep the title under 120 characters'),
      description: text('a description')
        .min(20, 'write at least 20 characters (search engines show it under the title)')
        .max(200, 'keep the description under 200 characters'),
      date: z.coerce.date({ error: 'use a date like 2026-03-14' }),
      locale: z.enum(BLOG_LOCALES, { error: "must be 'pl' or 'en'" }),
      cover: z.strictObject(
        {
          src: coverImage,
          alt: text('a description of the cover image (alt)').min(1, 'describe the cover image for people who cannot see it'),
        },
        { error: unknownFieldMessage },
      ),
      tags: z.array(text('a tag').min(1, 'a tag cannot be empty')).default([]),
    },
    { error: unknownFieldMessage },
  );
}

/** Covers are served as they are (no resizing per request), so their size is bounded (checked by the schema test). */
export const COVER_RULES = { minWidth: 1200, maxWidth: 1600, formats: ['jpg', 'jpeg', 'png', 'webp', 'avif'] } as const;

/** What is wrong with a cover image's size or format, if anything. */
export function coverProblem(image: { width: number; height: number; format: string }): string | undefined {
  if (!(COVER_RULES.formats as readonly string[]).includes(image.format)) {
    return `the cover must be a JPEG, PNG, WebP or AVIF image, not ${image.format}`;
  }
  if (image.width < COVER_RULES.minWidth || image.width > COVER_RULES.maxWidth) {
    return `the cover must be ${COVER_RULES.minWidth}–${COVER_RULES.maxWidth} px wide (it is ${image.width} px); 1200 × 630 is best`;
  }
  if (image.height > image.width) return 'the cover must be landscape (wider than tall)';
  return undefined;
}

export type BlogPostFrontmatter = z.infer<ReturnType<typeof blogPostFrontmatter<z.ZodString>>>;
