import { describe, expect, it } from 'vitest';
import type { Purge } from '../cache-purge/purge';
import { ABSENT, DIRECTUS_SECRET_HEADER, memorySeenVersions, readVisible, receiveDirectusPing, redisSeenVersions, secretMatches } from './directus';

const SECRET = 'directus-flow-secret-2026';

/** A content system whose posts the test changes: fingerprints by key, as the storefront's reader sees them. */
function setup(seen = memorySeenVersions()) {
  const visible = new Map<string, string>([['7', 'v1']]);
  const reads: string[][] = [];
  const purged: Purge[] = [];
  const ping = (body: unknown, secret: string | null = SECRET) =>
    receiveDirectusPing(
      new Request('http://shop.test/api/webhooks/directus', {
        method: 'POST',
        headers: secret === null ? {} : { [DIRECTUS_SECRET_HEADER]: secret },
        body: JSON.stringify(body),
      }),
      {
        secret: SECRET,
        seen,
        purge: async (purge) => void purged.push(purge),
        read: async (keys) => {
          reads.push([...keys]);
          return new Map(keys.map((k) => [k, visible.get(k) ?? ABSENT]));
        },
      },
    );
  return { visible, reads, purged, ping };
}

const update = { event: 'blog_posts.items.update', collection: 'blog_posts', keys: ['7'], payload: { title: 'Nowy tytuł' } };

describe("the content system's ping", () => {
  it('reads the posts it names back from Directus and purges when what shoppers see of them changed', async () => {
    const { visible, reads, purged, ping } = setup();
    expect((await ping(update)).status).toBe(204);
    expect(reads).toEqual([['7']]);
    expect(purged).toHaveLength(1);
    expect(purged[0]).toMatchObject({ pages: 'all', posts: true });
    visible.set('7', 'v2');
    await ping(update);
    expect(purged).toHaveLength(2);
  });

  it('purges nothing for a replayed ping: the posts it names are as they were', async () => {
    const { purged, ping } = setup();
    await ping(update);
    expect((await ping(update)).status).toBe(204);
    expect((await ping({ ...update, payload: { title: 'Podmieniony tytuł' } })).status).toBe(204);
    expect(purged).toHaveLength(1);
  });

  it('believes nothing a ping says but its keys: a forged payload changes nothing the shop reads', async () => {
    const { purged, ping, reads } = setup();
    await ping(update);
    await ping({ event: 'blog_posts.items.delete', collection: 'blog_posts', keys: ['7'] });
    expect(purged).toHaveLength(1);
    expect(reads).toHaveLength(2);
  });

  it('refuses a ping without the secret or with another (401), reading nothing', async () => {
    const { purged, ping, reads } = setup();
    expect((await ping(update, null)).status).toBe(401);
    expect((await ping(update, 'directus-flow-secret-2025')).status).toBe(401);
    expect(reads).toEqual([]);
    expect(purged).toEqual([]);
  });

  it('refuses what is not a ping (400) and ignores other collections', async () => {
    const { purged, ping } = setup();
    expect((await ping({ keys: ['7'] })).status).toBe(400);
    expect((await ping({ collection: 'blog_posts', keys: ['../users'] })).status).toBe(400);
    expect((await ping({ collection: 'directus_users', keys: ['1'] })).status).toBe(204);
    expect(purged).toEqual([]);
  });

  it('takes the key of a create and shares what was seen through Redis: a replay to another process purges nothing', async () => {
    const store = new Map<string, string>();
    const redis = {
      async set(key: string, value: string, ...rest: unknown[]) {
        expect(rest).toEqual(['EX', expect.any(Number), 'GET']);
        const before = store.get(key) ?? null;
        store.set(key, value);
        return before;
      },
    };
    const first = setup(redisSeenVersions(redis as never));
    const second = setup(redisSeenVersions(redis as never));
    const create = { event: 'blog_posts.items.create', collection: 'blog_posts', key: 7 };
    await first.ping(create);
    await second.ping(create);
    expect(first.purged).toHaveLength(1);
    expect(second.purged).toHaveLength(0);
  });

  it('compares the secret whatever its length', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false);
    expect(secretMatches('', SECRET)).toBe(false);
  });
});

describe('reading posts back', () => {
  it("asks for the keys' visible fields with the reader's token; a post it cannot see is absent", async () => {
    let asked: URL | undefined;
    let auth: string | null = null;
    const fetchStub = (async (input: string, init: RequestInit) => {
      asked = new URL(input);
      auth = new Headers(init.headers).get('authorization');
      return Response.json({
        data: [{ id: 7, status: 'published', language: 'pl', slug: 'wiosna', published_at: '2026-11-01T00:00:00Z', date_updated: '2026-11-28T09:00:00Z' }],
      });
    }) as typeof fetch;
    const seen = await readVisible({ url: 'http://cms.test', token: 'reader-token', timeoutMs: 1000, fetch: fetchStub }, ['7', '8']);
    expect(asked?.pathname).toBe('/items/blog_posts');
    expect(JSON.parse(asked?.searchParams.get('filter') ?? '{}')).toEqual({
      _and: [{ id: { _in: ['7', '8'] } }, { status: { _eq: 'published' } }, { published_at: { _lte: '$NOW' } }],
    });
    expect(auth).toBe('Bearer reader-token');
    expect(seen.get('7')).toContain('2026-11-28T09:00:00Z');
    expect(seen.get('8')).toBe(ABSENT);
  });
});
