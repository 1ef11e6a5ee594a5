// Prepares a Directus for the storefront's blog: applies the schema snapshot (directus/schema.json) through
// `POST /schema/diff` and `POST /schema/apply`, then creates the two roles the storefront signs in as, each
// with its policy: "Storefront reader" (published posts only; its user's static token is DIRECTUS_TOKEN) and
// "Blog preview" (every post, drafts included; its user signs in with DIRECTUS_PREVIEW_EMAIL and _PASSWORD).
// Roles and permissions are not part of a schema snapshot, hence this second step. Both steps are safe to
// run again: an applied schema has no difference left, and an existing role is left as it is.
//
// With STOREFRONT_URL and DIRECTUS_WEBHOOK_SECRET it also adds the flow that tells the storefront when posts
// change (applyFlow; run again, it updates that flow's address and secret).
//
//   DIRECTUS_URL=https://cms.example.com DIRECTUS_ADMIN_TOKEN=… [STOREFRONT_URL=https://shop.example.com DIRECTUS_WEBHOOK_SECRET=…] node directus/setup.ts
//
// Runs on Node 22.6+ (type stripping), with the project's Node: `npx node directus/setup.ts`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SNAPSHOT_PATH = join(dirname(fileURLToPath(import.meta.url)), 'schema.json');

export const READER_ROLE = 'Storefront reader';
export const PREVIEW_ROLE = 'Blog preview';

/** The fields of a post the storefront reads (src/lib/cms/blog-post.ts asks for these and no more). */
const POST_FIELDS = [
  'id',
  'status',
  'language',
  'title',
  'slug',
  'lead',
  'body',
  'cover',
  'cover_alt',
  'tags',
  'author',
  'published_at',
  'seo_title',
  'seo_description',
  'date_updated',
];
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
  const policy = await call<Named>(url, token, 'POST', '/policies', {
    name,
    icon: 'article',
    description,
    admin_access: false,
    app_access: name === PREVIEW_ROLE,
    enforce_tfa: false,
  });
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
  const previewRole = await ensureRole(url, adminToken, PREVIEW_ROLE, "The storefront's preview: reads every blog post, drafts included.", [
    { collection: 'blog_posts', action: 'read', fields: POST_FIELDS },
    { collection: 'directus_files', action: 'read', fields: FILE_FIELDS },
  ]);
  return { readerRole, previewRole };
}

export const FLOW_NAME = 'Storefront: blog posts changed';
/** The header the flow's request carries the shared secret in (src/lib/webhooks/directus.ts reads it). */
export const WEBHOOK_SECRET_HEADER = 'X-Webhook-Secret';

/**
 * The flow that tells the storefront its posts changed: an event hook on the blog's posts (created, updated,
 * deleted; after the fact, so it never holds up an editor's save) and a request to the storefront's
 * `/api/webhooks/directus` with the shared secret in a header and the trigger (collection and keys) as its
 * body. A flow cannot sign a request: the storefront reads the posts back from Directus itself. Run again,
 * it keeps the one flow and sets its address and secret to those given (a changed secret takes effect).
 */
export async function applyFlow(url: string, adminToken: string, webhook: { url: string; secret: string }): Promise<string> {
  const requestOptions = { url: webhook.url, method: 'POST', headers: [{ header: WEBHOOK_SECRET_HEADER, value: webhook.secret }], body: '{{$trigger}}' };
  const existing = await call<Array<{ id: string; operation: string | null }>>(
    url,
    adminToken,
    'GET',
    `/flows?filter[name][_eq]=${encodeURIComponent(FLOW_NAME)}&fields=id,operation`,
  );
  const found = existing?.[0];
  if (found?.operation) {
    await call(url, adminToken, 'PATCH', `/operations/${found.operation}`, { options: requestOptions });
    return found.id;
  }
  const flow =
    found ??
    (await call<{ id: string }>(url, adminToken, 'POST', '/flows', {
      name: FLOW_NAME,
      icon: 'sync',
      description: 'Tells the storefront which blog posts changed, so that it drops its copies at once.',
      status: 'active',
      trigger: 'event',
      accountability: 'all',
      options: { type: 'action', scope: ['items.create', 'items.update', 'items.delete'], collections: ['blog_posts'] },
    }));
  if (!flow) throw new Error(`Directus did not return the flow ${FLOW_NAME}`);
  const operation = await call<{ id: string }>(url, adminToken, 'POST', '/operations', {
    flow: flow.id,
    key: 'notify_storefront',
    name: 'Notify the storefront',
    type: 'request',
    position_x: 19,
    position_y: 1,
    options: requestOptions,
  });
  if (!operation) throw new Error("Directus did not return the flow's operation");
  await call(url, adminToken, 'PATCH', `/flows/${flow.id}`, { operation: operation.id });
  return flow.id;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DIRECTUS_URL?.replace(/\/+$/, '');
  const token = process.env.DIRECTUS_ADMIN_TOKEN;
  if (!url || !token) {
    console.error("Set DIRECTUS_URL and DIRECTUS_ADMIN_TOKEN (an administrator's static token).");
    process.exit(2);
  }
  const changed = await applySchema(url, token);
  console.log(changed ? "Applied the blog's schema." : "The blog's schema is already in place.");
  const roles = await applyAccess(url, token);
  console.log(`Roles: "${READER_ROLE}" ${roles.readerRole}, "${PREVIEW_ROLE}" ${roles.previewRole}.`);
  const storefront = process.env.STOREFRONT_URL?.replace(/\/+$/, '');
  const webhookSecret = process.env.DIRECTUS_WEBHOOK_SECRET;
  if (storefront && webhookSecret) {
    await applyFlow(url, token, { url: `${storefront}/api/webhooks/directus`, secret: webhookSecret });
    console.log(`Flow "${FLOW_NAME}": posts' changes are sent to ${storefront}/api/webhooks/directus.`);
  } else {
    console.log("No flow: set STOREFRONT_URL and DIRECTUS_WEBHOOK_SECRET to send posts' changes to the storefront at once.");
  }
  console.log("Next: a user in each role (docs/content-system.md): the reader's static token is DIRECTUS_TOKEN.");
}
