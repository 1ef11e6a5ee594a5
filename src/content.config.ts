// Content collections: the blog (docs/marketing-content.md). Posts live in src/content/blog/<locale>/<slug>/index.md
// with their cover image beside them; the same <slug> in both locales marks a translation.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogPostFrontmatter } from './content/blog-schema';

const BLOG_BASE = 'src/content/blog';

const blog = defineCollection({
  loader: glob({
    pattern: '{pl,en}/*/index.md',
    base: `./${BLOG_BASE}`,
    // id = '<locale>/<slug>'; the folder's locale must agree with the frontmatter's.
    generateId: ({ entry, data }) => {
      const [folderLocale, slug] = entry.split('/');
      if (data.locale !== folderLocale) {
        throw new Error(`${BLOG_BASE}/${entry}: locale: is '${String(data.locale)}' but the post is in the '${folderLocale}' folder`);
      }
      return `${folderLocale}/${slug}`;
    },
  }),
  // image() only resolves the file here (its size is not known yet while the schema runs);
  // cover sizes are checked by src/content/blog-schema.test.ts (coverProblem).
  schema: ({ image }) => blogPostFrontmatter(image()),
});

export const collections = { blog };
