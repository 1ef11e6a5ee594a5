// What a change of the platform's or the content system's data drops from the caches between them and
// the shopper, and the one place every cache of this process registers to drop its part.
//
// The server (server/storefront.ts, plain Node) and Astro's bundle each load their own copy of this
// module: the handlers and the publisher are found through global symbols, so a purge received from
// another process reaches the caches the bundle holds.
import { z } from 'zod';

/**
 * A purge, as sent between processes. Platform paths are relative to the API base, without the query:
 * `paths` drop those answers exactly (whatever their query), `prefixes` drop the path and everything under
 * it, `ids` drop any answer under `idScope` whose body names one of those ids (a product renamed from
 * another slug). `pages` is `all` when every rendered page may show the change, `reads` when only the pages
 * whose render read a dropped answer do. `redirects` reloads the redirect rules, `posts` the blog's.
 */
export const purgeSchema = z.object({
  paths: z.array(z.string().max(512)).max(64).default([]),
  prefixes: z.array(z.string().max(512)).max(64).default([]),
  ids: z.array(z.string().max(128)).max(64).default([]),
  idScope: z.string().max(64).optional(),
  pages: z.enum(['all', 'reads', 'none']),
  redirects: z.boolean().default(false),
  posts: z.boolean().default(false),
});

export type Purge = z.infer<typeof purgeSchema>;

/** Whether the platform path `apiPath` (no query) is one a purge names by path or prefix. */
export function purgeNamesPath(purge: Pick<Purge, 'paths' | 'prefixes'>, apiPath: string): boolean {
  if (purge.paths.includes(apiPath)) return true;
  return purge.prefixes.some((prefix) => apiPath === prefix || apiPath.startsWith(`${prefix}/`));
}

/** What a cache reports having dropped: the platform paths of the answers it dropped (pages read them). */
export type PurgeHandler = (purge: Purge, dropped: Set<string>) => void | Promise<void>;

interface Registry {
  /** Handlers in order: the platform answers first (their dropped paths select the pages), then the rest. */
  handlers: Map<string, { order: number; handler: PurgeHandler }>;
  publish?: (purge: Purge) => Promise<void>;
}

const REGISTRY = Symbol.for('storefront.cache-purge');
type WithRegistry = typeof globalThis & { [REGISTRY]?: Registry };

function registry(): Registry {
  const global = globalThis as WithRegistry;
  global[REGISTRY] ??= { handlers: new Map() };
  return global[REGISTRY];
}

/** Registers (or replaces, by name) what a cache drops on a purge; `order` ranks it (lower runs first). */
export function onPurge(name: string, order: number, handler: PurgeHandler): void {
  registry().handlers.set(name, { order, handler });
}

/** Sets how purges reach the other processes (src/lib/cache-purge/bus.ts); unset: this process only. */
export function setPurgePublisher(publish: ((purge: Purge) => Promise<void>) | undefined): void {
  registry().publish = publish;
}

/** Drops what `purge` names from every cache of this process. */
export async function applyPurge(purge: Purge): Promise<void> {
  const dropped = new Set<string>();
  const handlers = [...registry().handlers.values()].sort((a, b) => a.order - b.order);
  for (const { handler } of handlers) {
    try {
      await handler(purge, dropped);
    } catch (error) {
      console.error('[cache-purge] a cache could not drop its part:', error instanceof Error ? error.message : error);
    }
  }
}

/** Drops what `purge` names here and tells the other processes (when a shared Redis is configured). */
export async function purgeEverywhere(purge: Purge): Promise<void> {
  await applyPurge(purge);
  const publish = registry().publish;
  if (!publish) return;
  try {
    await publish(purge);
  } catch (error) {
    console.error(
      '[cache-purge] the other processes could not be told; they keep their copies until they expire:',
      error instanceof Error ? error.message : error,
    );
  }
}
