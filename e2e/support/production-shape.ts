// The production shape of deploy/: two storefront processes behind the recipe's nginx, sharing one Redis
// for their cache purges, and the embedded platform sending Heseya's signed webhooks itself to nginx's
// /api/webhooks/platform. Shared by the marketer's journey and the benchmark's changes-live phase.
import { randomBytes } from 'node:crypto';
import { startNginx, type Nginx } from './nginx.ts';
import type { RedisServer } from './redis.ts';
import { freePort, startStack, type Stack } from './stack.ts';

export interface ProductionShape {
  stack: Stack;
  nginx: Nginx;
  /** nginx's origin, the shop's public one (APP_HOST). */
  front: string;
  /** Stops nginx, then the stack (the Redis is the caller's). */
  stop(): Promise<void>;
}

export interface ProductionShapeOptions {
  /** The shared store of the processes' cache purges. */
  redis: RedisServer;
  /** More environment of both storefront processes (a content system, for one). */
  env?: NodeJS.ProcessEnv;
  /** Node options of the storefront processes. */
  storefrontNodeArgs?: readonly string[];
}

export async function startProductionShape(options: ProductionShapeOptions): Promise<ProductionShape> {
  // nginx's port first: the platform's webhook and the storefronts' APP_HOST point at it before it starts.
  const port = await freePort();
  const front = `http://127.0.0.1:${port}`;
  const platformSecret = randomBytes(32).toString('hex');
  const stack = await startStack({
    storefronts: 2,
    platformEnv: {
      PLATFORM_STOREFRONT_WEBHOOK_URL: `${front}/api/webhooks/platform`,
      PLATFORM_STOREFRONT_WEBHOOK_SECRET: platformSecret,
      PLATFORM_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    },
    env: {
      APP_HOST: front,
      TRUST_PROXY: '1',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      CACHE_REDIS_URL: options.redis.url,
      PLATFORM_WEBHOOK_SECRET: platformSecret,
      ...options.env,
    },
    storefrontNodeArgs: options.storefrontNodeArgs,
  });
  let nginx: Nginx;
  try {
    nginx = await startNginx(
      stack.storefronts.map(({ baseURL }) => new URL(baseURL).host),
      port,
    );
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return {
    stack,
    nginx,
    front,
    async stop() {
      await nginx.stop();
      await stack.stop();
    },
  };
}
