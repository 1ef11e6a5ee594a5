import { describe, expect, it } from 'vitest';
import type { Purge } from '../cache-purge/purge';
import { heseyaSignature } from './heseya-signature';
import { MAX_BODY_BYTES, receivePlatformWebhook } from './receive';
import { memoryReplayGuard, redisReplayGuard, type ReplayGuard } from './replay-guard';

const SECRET = 'webhook-secret-of-the-shop';
const NOW = Date.parse('2026-11-28T09:00:00Z');

function delivery(overrides: { triggered_at?: string; event?: string } = {}): string {
  return JSON.stringify({
    event: overrides.event ?? 'ProductUpdated',
    triggered_at: overrides.triggered_at ?? '2026-11-28T09:00:00+00:00',
    issuer_type: 'user',
    api_url: 'https://api.example',
    data_type: 'Product',
    data: { id: 'p1', slug: 'lampa', name: 'Lampa' },
  });
}

function setup(guard: ReplayGuard = memoryReplayGuard(), now = NOW) {
  const purged: Purge[] = [];
  const send = (body: string | Uint8Array<ArrayBuffer>, signature: string | null = heseyaSignature(body, SECRET)) =>
    receivePlatformWebhook(
      new Request('http://shop.test/api/webhooks/platform', {
        method: 'POST',
        headers: signature === null ? {} : { Signature: signature, 'content-type': 'application/json' },
        body,
      }),
      {
        secret: SECRET,
        guard,
        now: () => now,
        purge: async (purge) => void purged.push(purge),
      },
    );
  return { purged, send };
}

describe('receiving a platform webhook', () => {
  it('purges what a signed, recent delivery names and answers 204', async () => {
    const { purged, send } = setup();
    expect((await send(delivery())).status).toBe(204);
    expect(purged).toHaveLength(1);
    expect(purged[0]!.prefixes).toContain('/products/lampa');
  });

  it('purges nothing for a forged, unsigned or altered delivery (401)', async () => {
    const { purged, send } = setup();
    expect((await send(delivery(), heseyaSignature(delivery(), 'a-guessed-secret-value'))).status).toBe(401);
    expect((await send(delivery(), null)).status).toBe(401);
    const altered = new TextEncoder().encode(delivery());
    altered[20]! ^= 1;
    expect((await send(altered, heseyaSignature(delivery(), SECRET))).status).toBe(401);
    expect(purged).toEqual([]);
  });

  it('purges nothing for a stale or future-dated delivery, though signed (401)', async () => {
    const { purged, send } = setup();
    expect((await send(delivery({ triggered_at: '2026-11-28T08:54:00+00:00' }))).status).toBe(401);
    expect((await send(delivery({ triggered_at: '2026-11-28T09:03:00+00:00' }))).status).toBe(401);
    expect(purged).toEqual([]);
  });

  it('purges nothing for the same delivery sent again inside the window', async () => {
    const { purged, send } = setup();
    await send(delivery());
    expect((await send(delivery())).status).toBe(204);
    expect(purged).toHaveLength(1);
    // A later delivery of the same event is another delivery (its time, so its signature, differ).
    await send(delivery({ triggered_at: '2026-11-28T09:00:01+00:00' }));
    expect(purged).toHaveLength(2);
  });

  it('remembers deliveries in Redis when shared: a replay to another process purges nothing either', async () => {
    const store = new Map<string, string>();
    const redis = {
      async set(key: string, value: string, ...rest: unknown[]) {
        expect(rest).toEqual(['PX', expect.any(Number), 'NX']);
        if (store.has(key)) return null;
        store.set(key, value);
        return 'OK' as const;
      },
    };
    const first = setup(redisReplayGuard(redis as never));
    const second = setup(redisReplayGuard(redis as never));
    await first.send(delivery());
    await second.send(delivery());
    expect(first.purged).toHaveLength(1);
    expect(second.purged).toHaveLength(0);
  });

  it('purges nothing when it cannot tell a replay (the shared store is down): 503, so the platform sends it again', async () => {
    const { purged, send } = setup({ firstSighting: () => Promise.reject(new Error('down')) });
    expect((await send(delivery())).status).toBe(503);
    expect(purged).toEqual([]);
  });

  it('refuses a body that is not JSON or not the payload (400), and one past the size limit (413)', async () => {
    const { purged, send } = setup();
    expect((await send('not json')).status).toBe(400);
    expect((await send(JSON.stringify({ event: 'ProductUpdated' }))).status).toBe(400);
    expect((await send('x'.repeat(MAX_BODY_BYTES + 1))).status).toBe(413);
    expect(purged).toEqual([]);
  });

  it('takes an event that changes nothing shown without purging', async () => {
    const { purged, send } = setup();
    expect((await send(delivery({ event: 'OrderCreated' }))).status).toBe(204);
    expect(purged).toEqual([]);
  });
});
