// Prepares a Directus for the storefront's blog: applies the schema snapshot (directus/schema.json) through
// `POST /schema/diff` and `POST /schema/apply`, then creates the two roles the storefront signs in as, each
// with its policy: "Storefront reader" (published posts only; its user's static token is DIRECTUS_TOKEN) and
// "Blog preview" (every post, drafts included; its user signs in with DIRECTUS_PREVIEW_EMAIL and _PASSWORD).
// Roles and permissions are not part of a schema snapshot, hence this second step. Both steps are safe to
// run again: an applied schema has no difference left, and an existing role is left as it is.
//
//   DIRECTUS_URL=https://cms.example.com DIRECTUS_ADMIN_TOKEN=… node directus/setup.ts
//
// Runs on Node 22.6+ (type stripping), with the project's Node: `npx node directus/setup.ts`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SNAPSHOT_PATH = join(dirname(fileURLToPath(import.meta.url)), 'schema.json');

export const READER_ROLE = 'Storefront reader';
export const PREVIEW_ROLE = 'Blog preview';

/** The fields of a post the storefront reads (src/lib/cms/blog-post.ts asks for these and no more). */
const POST_FIELDS = ['id', 'status', 'language', 'title', 'slug', 'lead', 'body', 'cover', 'cover_alt', 'tags', 'author', 'published_at', 'seo_title', 'seo_description', 'date_updated'];
const FILE_FIELDS = ['id', 'type', 'width', 'height'];

async function call<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T | undefined> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!response.ok) throw new Error(`Directus ${method} ${path}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Applies the snapshot; returns whether anything changed (false when the schema already matched). */
export async function applySchema(url: string, adminToken: string, snapshotPath = SNAPSHOT_PATH): Promise<boolean> {
  const snapshot: unknown = JSON.parse(readFileSync(snapshotPath, 'utf8'));
  // `force`: a snapshot made on another Directus version or database vendor still applies (the blog's
  // collection uses plain types every vendor has).
  const diff = await call<unknown>(url, adminToken, 'POST', '/schema/diff?force=true', snapshot);
  if (diff === undefined) return false;
  await call(url, adminToken, 'POST', '/schema/apply', diff);
  return true;
}

interface Named {
  id: string;
  name: string;
}

/** A role with one policy of the given permissions, unless a role of that name exists; returns its id. */
async function ensureRole(url: string, token: string, name: string, description: string, permissions: object[]): Promise<string> {
  const existing = await call<Named[]>(url, token, 'GET', `/roles?filter[name][_eq]=${encodeURIComponent(name)}&fields=id,name`);
  if (existing?.[0]) return existing[0].id;
  const policy = await call<Named>(url, token, 'POST', '/policies', { name, icon: 'article', description, admin_access: false, app_access: name === PREVIEW_ROLE, enforce_tfa: false });
  if (!policy) throw new Error(`Directus did not return the policy ${name}`);
  for (const permission of permissions) {
    try {
      await call(url, token, 'POST', '/permissions', { ...permission, policy: policy.id });
    } catch (error) {
      // Item and field rules (which items and fields a policy reads) are a licensed feature of Directus 12
      // ("custom_permission_rules_enabled is a restricted resource"). Without a licence key the policy reads
      // every item and field of the collection, and only the storefront's own query keeps drafts out: said
      // loudly, not hidden.
      if (!(error instanceof Error && error.message.includes('RESOURCE_RESTRICTED'))) throw error;
      console.warn(
        `[directus] ${name}: this Directus refuses item and field rules without a licence key (RESOURCE_RESTRICTED); ` +
          `the role reads every item and field of ${(permission as { collection: string }).collection}.`,
      );
      await call(url, token, 'POST', '/permissions', { ...permission, permissions: null, fields: ['*'], policy: policy.id });
    }
  }
  const role = await call<Named>(url, token, 'POST', '/roles', { name, icon: 'article', description, policies: { create: [{ policy: policy.id }] } });
  if (!role) throw new Error(`Directus did not return the role ${name}`);
  return role.id;
}

/** Creates the storefront's roles and their permissions; returns their ids. */
export async function applyAccess(url: string, adminToken: string): Promise<{ readerRole: string; previewRole: string }> {
  const readerRole = await ensureRole(url, adminToken, READER_ROLE, 'The storefront: reads published blog posts.', [
    {
      collection: 'blog_posts',
      action: 'read',
      fields: POST_FIELDS,
      // A post is public once published and its publication time has come (a scheduled post waits).
      permissions: { _and: [{ status: { _eq: 'published' } }, { published_at: { _lte: '$NOW' } }] },
    },
    { collection: 'directus_files', action: 'read', fields: FILE_FIELDS },
  ]);
  const previewRole = await ensureRole(url, adminToken, PREVIEW_ROLE, 'The storefront\'s preview: reads every blog post, drafts included.', [
    { collection: 'blog_posts', action: 'read', fields: POST_FIELDS },
    { collection: 'directus_files', action: 'read', fields: FILE_FIELDS },
  ]);
  return { readerRole, previewRole };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DIRECTUS_URL?.replace(/\/+$/, '');
  const token = process.env.DIRECTUS_ADMIN_TOKEN;
  if (!url || !token) {
    console.error('Set DIRECTUS_URL and DIRECTUS_ADMIN_TOKEN (an administrator\'s static token).');
    process.exit(2);
  }
  const changed = await applySchema(url, token);
  console.log(changed ? 'Applied the blog\'s schema.' : 'The blog\'s schema is already in place.');
  const roles = await applyAccess(url, token);
  console.log(`Roles: "${READER_ROLE}" ${roles.readerRole}, "${PREVIEW_ROLE}" ${roles.previewRole}.`);
  console.log('Next: a user in each role (docs/content-system.md): the reader\'s static token is DIRECTUS_TOKEN.');
}
