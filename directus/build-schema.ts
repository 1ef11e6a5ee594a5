// Builds the blog's collection through Directus's API on a fresh, empty Directus and writes its schema
// snapshot (`GET /schema/snapshot`) to directus/schema.json, the file operators and the tests apply. Run it
// after changing the collection below, then commit both:
//
//   npx node directus/build-schema.ts
//
// One item of `blog_posts` is one post in one language (see docs/content-system.md for why).
import { writeFileSync } from 'node:fs';
import { startDirectus } from '../e2e/support/directus.ts';
import { SNAPSHOT_PATH } from './setup.ts';

const half = { width: 'half' } as const;

/** The collection and its fields, as Directus's `POST /collections` takes them. */
const BLOG_POSTS = {
  collection: 'blog_posts',
  meta: {
    icon: 'article',
    note: 'Blog posts of the storefront: one item per post and language.',
    display_template: '{{title}} ({{language}})',
    archive_field: 'status',
    archive_value: 'draft',
    unarchive_value: 'published',
    archive_app_filter: false,
    sort_field: null,
    translations: [
      { language: 'pl-PL', translation: 'Wpisy na blogu', singular: 'Wpis', plural: 'Wpisy' },
      { language: 'en-US', translation: 'Blog posts', singular: 'Post', plural: 'Posts' },
    ],
  },
  schema: {},
  fields: [
    { field: 'id', type: 'integer', meta: { hidden: true, readonly: true, interface: 'input' }, schema: { is_primary_key: true, has_auto_increment: true } },
    {
      field: 'status',
      type: 'string',
      meta: {
        ...half,
        interface: 'select-dropdown',
        display: 'labels',
        required: true,
        note: 'Only published posts whose publication date has come are shown in the shop.',
        options: {
          choices: [
            { text: 'Draft', value: 'draft' },
            { text: 'Published', value: 'published' },
          ],
        },
        display_options: {
          choices: [
            { text: 'Draft', value: 'draft', foreground: '#18222F', background: '#D3DAE4' },
            { text: 'Published', value: 'published', foreground: '#FFFFFF', background: '#2ECDA7' },
          ],
        },
      },
      schema: { default_value: 'draft', is_nullable: false, max_length: 16 },
    },
    {
      field: 'language',
      type: 'string',
      meta: {
        ...half,
        interface: 'select-dropdown',
        display: 'labels',
        required: true,
        note: 'pl: shown on /blog; en: shown on /en/blog. A translation has the same slug in the other language.',
        options: {
          choices: [
            { text: 'Polski', value: 'pl' },
            { text: 'English', value: 'en' },
          ],
        },
      },
      schema: { default_value: 'pl', is_nullable: false, max_length: 2 },
    },
    { field: 'title', type: 'string', meta: { interface: 'input', required: true, options: { trim: true } }, schema: { is_nullable: false, max_length: 120 } },
    {
      field: 'slug',
      type: 'string',
      meta: {
        ...half,
        interface: 'input',
        required: true,
        note: 'The address: /blog/<slug> (lower-case letters, digits and hyphens).',
        options: { slug: true, trim: true },
        validation: { _and: [{ slug: { _regex: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }] },
        validation_message: 'Lower-case letters, digits and single hyphens only, e.g. how-to-choose-a-bike.',
      },
      schema: { is_nullable: false, max_length: 120, is_indexed: true },
    },
    {
      field: 'published_at',
      type: 'timestamp',
      meta: { ...half, interface: 'datetime', display: 'datetime', note: 'The date shown on the post; a future date schedules it.' },
      schema: {},
    },
    { field: 'author', type: 'string', meta: { ...half, interface: 'input', note: "The author's name as shown on the post." }, schema: { max_length: 120 } },
    {
      field: 'tags',
      type: 'json',
      meta: { ...half, interface: 'tags', special: ['cast-json'], options: { whitespace: '-', capitalization: 'lowercase' } },
      schema: {},
    },
    { field: 'cover', type: 'uuid', meta: { ...half, interface: 'file-image', special: ['file'], note: 'Landscape, 1200 × 630 is best.' }, schema: {} },
    {
      field: 'cover_alt',
      type: 'string',
      meta: { ...half, interface: 'input', note: 'What the cover shows, for people who cannot see it.' },
      schema: { max_length: 250 },
    },
    { field: 'lead', type: 'text', meta: { interface: 'input-multiline', note: 'One or two sentences shown in the list of posts.' }, schema: {} },
    { field: 'body', type: 'text', meta: { interface: 'input-rich-text-md', note: 'Markdown.' }, schema: {} },
    {
      field: 'seo_title',
      type: 'string',
      meta: { ...half, interface: 'input', note: 'For search engines; the title when empty.' },
      schema: { max_length: 70 },
    },
    { field: 'seo_description', type: 'text', meta: { ...half, interface: 'input-multiline', note: 'For search engines; the lead when empty.' }, schema: {} },
    { field: 'date_created', type: 'timestamp', meta: { ...half, special: ['date-created'], interface: 'datetime', readonly: true, hidden: true }, schema: {} },
    { field: 'date_updated', type: 'timestamp', meta: { ...half, special: ['date-updated'], interface: 'datetime', readonly: true, hidden: true }, schema: {} },
  ],
};

const COVER_RELATION = { collection: 'blog_posts', field: 'cover', related_collection: 'directus_files', schema: { on_delete: 'SET NULL' }, meta: {} };

const directus = await startDirectus({ prepare: false });
try {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${directus.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${directus.admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  };
  await post('/collections', BLOG_POSTS);
  await post('/relations', COVER_RELATION);
  const response = await fetch(`${directus.url}/schema/snapshot`, { headers: { Authorization: `Bearer ${directus.admin.token}` } });
  if (!response.ok) throw new Error(`GET /schema/snapshot: HTTP ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: unknown };
  writeFileSync(SNAPSHOT_PATH, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`Wrote ${SNAPSHOT_PATH}`);
} finally {
  await directus.stop();
}
