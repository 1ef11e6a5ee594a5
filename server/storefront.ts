// Production entry of the storefront: validates the environment, sets up error reporting and the shared
// cache purge, then serves the storefront's handler (server/storefront-handler.ts).
import { createServer } from 'node:http';
import { cacheRedisUrl, EnvError, parseEnv } from '../src/lib/env.ts';
import { startPurgeBus } from '../src/lib/cache-purge/bus.ts';
import { errorReportingConfig, sdkOptions } from '../src/lib/error-reporting/config.ts';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from '../src/lib/error-reporting/scrub.ts';
import { createStorefrontHandler } from './storefront-handler.ts';

// React and other libraries pick their slow development builds unless told otherwise.
process.env.NODE_ENV ??= 'production';

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Error reporting (src/lib/error-reporting): only with a DSN, and before the app is loaded so the SDK
// sees its requests. The app reports through @sentry/core, which finds this client.
const errorReporting = errorReportingConfig(config);
if (errorReporting) {
  const Sentry = await import('@sentry/node');
  const { replaysSessionSampleRate: _session, replaysOnErrorSampleRate: _onError, ...options } = sdkOptions(errorReporting);
  Sentry.init({ ...options, beforeSend: scrubEvent, beforeSendSpan: scrubSpan, beforeBreadcrumb: scrubBreadcrumb });
}

// What a webhook drops from the caches reaches every process through the shared Redis, when there is one.
const sharedRedis = cacheRedisUrl(config);
if (sharedRedis) startPurgeBus(sharedRedis);

const server = createServer(await createStorefrontHandler(config));

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`Storefront listening on http://${config.HOST}:${port}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
