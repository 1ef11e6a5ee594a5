// Purges between processes: each one publishes what a webhook it took dropped on a Redis or Valkey channel,
// and every process subscribed drops the same from its own memory. Started by the server
// (server/storefront.ts) when a shared Redis is configured; a message missed while Redis is away is not
// sent again, and the caches' own expiry covers it.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { applyPurge, purgeSchema, setPurgePublisher } from './purge.ts';

export const PURGE_CHANNEL = 'storefront:cache-purge';

const messageSchema = z.object({ origin: z.string().max(64), purge: purgeSchema });

export interface PurgeBus {
  /** Resolves once the subscription is in place. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startPurgeBus(url: string): PurgeBus {
  const origin = randomUUID();
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000 };
  const publisher = new Redis(url, { ...options, commandTimeout: 1_000 });
  const subscriber = new Redis(url, options);
  let reported = false;
  const report = (error: Error) => {
    if (reported) return;
    reported = true;
    console.error('[cache-purge] Redis unreachable: purges stay in the process that took the webhook until it answers:', error.message);
  };
  publisher.on('error', report);
  subscriber.on('error', report);
  subscriber.on('ready', () => (reported = false));
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== PURGE_CHANNEL) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const message = messageSchema.safeParse(parsed);
    if (!message.success || message.data.origin === origin) return;
    void applyPurge(message.data.purge);
  });
  const ready = subscriber.subscribe(PURGE_CHANNEL).then(
    () => undefined,
    (error: Error) => report(error),
  );
  setPurgePublisher(async (purge) => {
    await publisher.publish(PURGE_CHANNEL, JSON.stringify({ origin, purge }));
  });
  return {
    ready,
    async stop() {
      setPurgePublisher(undefined);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
