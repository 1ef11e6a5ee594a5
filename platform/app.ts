import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Db } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { ApiError } from './http/errors.ts';
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES, tooLarge } from './http/input.ts';
import { nowOf, passwordsOf, requestContext, type AppEnv, type Deps } from './http/context.ts';
import { corsPolicy } from './http/cors.ts';
import { signingKey } from './auth/tokens.ts';
import { demoLeftovers } from './seed/demo-leftovers.ts';
import { adminPasswordProblem, ConfigError, DEFAULT_ADMIN_PASSWORD } from './config.ts';
import { needsSeed, seedIfEmpty } from './seed/seed.ts';
import { seedPasswordHashes } from './seed/demo-accounts.ts';
import { passwordHasher, type ScryptCost } from './auth/passwords.ts';
import type { Clock } from './auth/tokens.ts';
import { reindexIfNeeded } from './catalogue/catalogue-index.ts';
import { productRoutes } from './catalogue/product-routes.ts';
import { setRoutes } from './catalogue/set-routes.ts';
import { channelRoutes } from './channels/channel-routes.ts';
import { contentRoutes } from './content/content-routes.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { profileRoutes } from './users/profile-routes.ts';
import { userAdminRoutes } from './users/user-admin-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { shippingRoutes } from './orders/shipping-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { paymentRoutes } from './orders/payment-routes.ts';
import { gatewayRoutes } from './gateway/gateway-routes.ts';
import { providerRoutes } from './auth/provider-routes.ts';
import { providerSimulatorRoutes } from './auth/provider-simulator-routes.ts';
import { SessionHooks } from './test-hooks/session-hooks.ts';
import { testHookRoutes } from './test-hooks/test-hook-routes.ts';
import { wishlistRoutes } from './wishlist/wishlist-routes.ts';
import { priceTrackerRoutes } from './price-tracker/price-tracker-routes.ts';
import { discountRoutes } from './cart/discount-routes.ts';
import { extrasRoutes } from './content/extras-routes.ts';
import { bannerRoutes } from './content/banner-routes.ts';
import { managementRoutes } from './content/management-routes.ts';
import { favouriteSetRoutes } from './catalogue/favourite-set-routes.ts';
import { shippingAdminRoutes } from './orders/shipping-admin-routes.ts';
import { configAdminRoutes } from './content/config-admin-routes.ts';
import { mediaAdminRoutes } from './media/media-admin-routes.ts';
import { reorderRoutes } from './content/reorder-routes.ts';
import { attributeAdminRoutes } from './catalogue/attribute-admin-routes.ts';
import { scheduleUnpaidOrderRelease } from './orders/unpaid-orders.ts';
import { orderDocumentRoutes } from './orders/order-document-routes.ts';
import { WebhookDispatcher } from './webhooks/dispatcher.ts';
import { webhookEvents } from './webhooks/emit.ts';
import { webhookRoutes } from './webhooks/webhook-routes.ts';
import { registerStorefrontWebhook, type StorefrontWebhook } from './webhooks/storefront-webhook.ts';

export type StartOptions = {
  port?: number;
  host?: string;
  dataDir: string;
  publicUrl?: string;
  adminEmail?: string;
  /** The owner's password; required outside demo mode, where the public default is refused too. */
  adminPassword?: string;
  /** Mounts the hooks of platform/test-hooks (PLATFORM_TEST_HOOKS=1); never in a shop. */
  testHooks?: boolean;
  /** Seeds this many products (demo + generated) when the database is empty. */
  demoProducts?: number;
  /** Demo mode (PLATFORM_DEMO=1): simulators and demo accounts. */
  demo?: boolean;
  /** Shop origins allowed for CORS and as redirect targets (PLATFORM_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** Minutes an unpaid online-payment order keeps its stock (PLATFORM_UNPAID_ORDER_MINUTES). */
  unpaidOrderMinutes?: number;
  /** PLATFORM_TRUST_PROXY: the client's address (for the sign-in throttles) is the last X-Forwarded-For value. */
  trustProxy?: boolean;
  /**
   * Tests only (no environment variable reaches it): a cheaper scrypt cost than OWASP's, so a suite that
   * registers and signs in often stays fast. Absent everywhere else: PRODUCTION_SCRYPT.
   */
  passwordCost?: ScryptCost;
  /** Tests only: the platform's clock in milliseconds, so tests can move time instead of sleeping. */
  clock?: Clock;
  /** Hosts webhooks may reach although they are loopback or private (PLATFORM_WEBHOOK_ALLOWED_HOSTS); demo mode reaches any. */
  webhookAllowedHosts?: string[];
  /** The storefront's webhook, (re)registered at every start (npm start: PLATFORM_STOREFRONT_WEBHOOK_URL and _SECRET). */
  storefrontWebhook?: StorefrontWebhook;
  /** Tests only (no environment variable reaches it): milliseconds between webhook tries instead of Heseya's 10 s and 100 s. */
  webhookBackoffMs?: (attempt: number) => number;
};
export type RunningPlatform = {
  url: string;
  port: number;
  db: Db;
  /** `idle()` settles once every webhook delivery queued so far has succeeded or failed for good. */
  webhooks: Pick<WebhookDispatcher, 'idle'>;
  close: () => Promise<void>;
};

/** Builds the HTTP application over an open, migrated and seeded database. */
export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status as 400, error.headers);
    console.error('[platform] unexpected error', error);
    return c.json({ error: { code: 500, message: 'Something went wrong on the platform.', key: 'INTERNAL_SERVER_ERROR' } }, 500);
  });
  app.notFound((c) => c.json(new ApiError(404, 'NOT_FOUND', `No route for ${c.req.method} ${new URL(c.req.url).pathname}.`).toBody(), 404));

  app.use('*', corsPolicy(deps));
  // A body over the limit is refused while it streams in (by Content-Length or by counting), never buffered whole.
  const limit = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json(tooLarge().toBody(), 413) });
  const [jsonLimit, uploadLimit] = [limit(MAX_BODY_BYTES), limit(MAX_UPLOAD_BYTES)];
  app.use('*', (c, next) => (c.req.path === '/media' ? uploadLimit : jsonLimit)(c, next));

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.route('/', mediaRoutes(deps));
  // The simulated payment gateway and sign-in provider exist only in demo mode: elsewhere they answer 404.
  if (deps.demo) {
    app.route('/', gatewayRoutes(deps));
    app.route('/', providerSimulatorRoutes(deps));
  }
  if (deps.hooks) app.route('/', testHookRoutes(deps, deps.hooks));
  app.route('/', priceTrackerRoutes(deps));

  app.use('*', requestContext(deps));
  if (deps.webhooks) app.use('*', webhookEvents(deps, deps.webhooks));
  app.route('/', webhookRoutes(deps, deps.webhookPolicy ?? { demo: deps.demo, allowedHosts: [] }));
  for (const routes of [
    reorderRoutes(deps),
    favouriteSetRoutes(deps),
    bannerRoutes(deps),
    extrasRoutes(deps),
    setRoutes(deps),
    productRoutes(deps),
    channelRoutes(deps),
    contentRoutes(deps),
    authRoutes(deps),
    providerRoutes(deps),
    profileRoutes(deps),
    userAdminRoutes(deps),
    cartRoutes(deps),
    shippingRoutes(deps),
    orderRoutes(deps),
    orderDocumentRoutes(deps),
    paymentRoutes(deps),
    wishlistRoutes(deps),
    discountRoutes(deps),
    managementRoutes(deps),
    shippingAdminRoutes(deps),
    configAdminRoutes(deps),
    mediaAdminRoutes(deps),
    attributeAdminRoutes(deps),
  ])
    app.route('/', routes);
  return app;
}

/** Opens the database in `dataDir`, migrates and seeds it, and serves the API. Port 0 picks a free port. */
export async function startPlatform(options: StartOptions): Promise<RunningPlatform> {
  const demo = options.demo ?? false;
  const passwordProblem = adminPasswordProblem(options.adminPassword, demo);
  if (passwordProblem) throw new ConfigError(`Invalid platform environment:\n  ${passwordProblem}`);
  const db = openDatabase(options.dataDir);
  migrate(db);
  let publicUrl = options.publicUrl ?? '';
  const deps: Deps = {
    db,
    key: signingKey(db),
    publicUrl: () => publicUrl,
    dataDir: options.dataDir,
    demo,
    allowedOrigins: options.allowedOrigins ?? [],
    ...(options.unpaidOrderMinutes !== undefined ? { unpaidOrderMinutes: options.unpaidOrderMinutes } : {}),
    trustProxy: options.trustProxy ?? false,
    ...(options.passwordCost ? { passwords: passwordHasher(options.passwordCost) } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.testHooks ? { hooks: new SessionHooks() } : {}),
    webhookPolicy: { demo, allowedHosts: options.webhookAllowedHosts ?? [] },
  };
  const dispatcher = new WebhookDispatcher({
    db,
    apiUrl: () => publicUrl,
    policy: deps.webhookPolicy!,
    now: () => nowOf(deps),
    ...(options.webhookBackoffMs ? { backoffMs: options.webhookBackoffMs } : {}),
  });
  deps.webhooks = dispatcher;
  if (needsSeed(db)) {
    seedIfEmpty(deps, {
      adminEmail: options.adminEmail ?? 'admin@example.com',
      passwordHashes: await seedPasswordHashes(passwordsOf(deps), options.adminPassword ?? DEFAULT_ADMIN_PASSWORD),
      products: options.demoProducts ?? 0,
    });
  }
  if (!demo) {
    const leftovers = await demoLeftovers(db, passwordsOf(deps));
    if (leftovers.length) {
      db.close();
      throw new ConfigError(
        `The database in ${options.dataDir} was seeded in demo mode and still holds ${leftovers.join(', ')}. ` +
          'Outside demo mode the platform refuses it: wipe it (npm run platform:reset with PLATFORM_ADMIN_PASSWORD set) ' +
          'or start in demo mode (PLATFORM_DEMO=1), change those passwords and switch the provider off.',
      );
    }
  }
  reindexIfNeeded(db);
  if (options.storefrontWebhook) registerStorefrontWebhook(db, options.storefrontWebhook, nowOf(deps));
  const app = createApp(deps);
  const stopReleasing = scheduleUnpaidOrderRelease(deps);
  const host = options.host ?? '127.0.0.1';
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 4322, hostname: host }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  // A wildcard address is not somewhere a browser can go: links use the loopback address instead.
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
  if (!options.publicUrl) publicUrl = url;
  return {
    url,
    port,
    db,
    webhooks: dispatcher,
    close: () =>
      new Promise<void>((resolve) => {
        stopReleasing();
        dispatcher.close();
        server.close(() => {
          db.close();
          resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
